import { z } from 'zod';
import { flag, id, isoDateTime, name } from './fields.js';

export const tenantRecord = z.object({ id, name, active: flag, createdAt: isoDateTime });
export const tenantCreate = z.strictObject({ name, active: flag.optional() });
export const tenantUpdate = tenantCreate.partial();
export type Tenant = z.infer<typeof tenantRecord>;
