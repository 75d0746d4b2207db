/** A team assigned to a whole tenant (no location) or to one of its locations. */
import { z } from 'zod';
import { id, isoDateTime } from './fields.js';

export const assignmentRecord = z.object({
  id,
  teamId: id,
  tenantId: id,
  locationId: id.nullable(),
  createdAt: isoDateTime,
});
export const assignmentCreate = z.strictObject({ teamId: id, tenantId: id, locationId: id.nullable().optional() });
export type Assignment = z.infer<typeof assignmentRecord>;
export type AssignmentCreate = z.infer<typeof assignmentCreate>;
