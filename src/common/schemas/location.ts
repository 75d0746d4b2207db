import { z } from 'zod';
import { flag, id, isoDateTime, name, shortText } from './fields.js';

export const locationRecord = z.object({
  id,
  tenantId: id,
  name,
  address: shortText.nullable(),
  active: flag,
  createdAt: isoDateTime,
});
export const locationCreate = z.strictObject({
  tenantId: id,
  name,
  address: shortText.nullable().optional(),
  active: flag.optional(),
});
export const locationUpdate = locationCreate.omit({ tenantId: true }).partial();
export type Location = z.infer<typeof locationRecord>;
