/** Who did what to which record, and the state before and after: written on every change. */
import { z } from 'zod';
import { id, isoDateTime } from './fields.js';

export const auditEventRecord = z.object({
  id,
  at: isoDateTime,
  actorId: id.nullable(),
  actorEmail: z.string().nullable(),
  entity: z.string(),
  entityId: z.string(),
  action: z.string(),
  fromState: z.string().nullable(),
  toState: z.string().nullable(),
  tenantId: id.nullable(),
  note: z.string().nullable(),
  /** Each changed field's value before and after the write (null before a create, after a delete). */
  changes: z.record(z.string(), z.object({ from: z.unknown(), to: z.unknown() })).nullable(),
  /** The reason code of a send-back or dispute step. */
  reasonCode: z.string().nullable(),
});
export type AuditEvent = z.infer<typeof auditEventRecord>;
