import { z } from 'zod';
import { flag, id, isoDateTime, name } from './fields.js';

/** IANA time zone names this runtime knows (UTC is always accepted). */
export function isTimeZone(value: string): boolean {
  return value === 'UTC' || Intl.supportedValuesOf('timeZone').includes(value);
}
export const timeZone = z.string().max(64).refine(isTimeZone, 'Not a known time zone');

export const tenantRecord = z.object({ id, name, active: flag, createdAt: isoDateTime, timeZone: z.string() });
export const tenantCreate = z.strictObject({ name, active: flag.optional(), timeZone: timeZone.optional() });
export const tenantUpdate = tenantCreate.partial();
export type Tenant = z.infer<typeof tenantRecord>;
