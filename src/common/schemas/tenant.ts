import { z } from 'zod';
import { flag, id, isoDateTime, name } from './fields.js';
import { slaHours, workingCalendar } from './sla.js';

/** IANA time zone names this runtime knows (UTC is always accepted). */
export function isTimeZone(value: string): boolean {
  return value === 'UTC' || Intl.supportedValuesOf('timeZone').includes(value);
}
export const timeZone = z.string().max(64).refine(isTimeZone, 'Not a known time zone');

export const tenantRecord = z.object({
  id,
  name,
  active: flag,
  createdAt: isoDateTime,
  timeZone: z.string(),
  /** The tenant's own SLA (business hours) and working calendar; null: the global settings. */
  slaHours: z.number().int().nullable(),
  slaCalendar: workingCalendar.nullable(),
});
export const tenantCreate = z.strictObject({
  name,
  active: flag.optional(),
  timeZone: timeZone.optional(),
  slaHours: slaHours.nullable().optional(),
  slaCalendar: workingCalendar.nullable().optional(),
});
export const tenantUpdate = tenantCreate.partial();
export type Tenant = z.infer<typeof tenantRecord>;
