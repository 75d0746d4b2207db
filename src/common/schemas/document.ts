/** A document: one per accepted upload, moved through the workflow of common/workflow.ts. */
import { z } from 'zod';
import { DOCUMENT_STATUSES } from '../workflow.js';
import { id, isoDateTime, name, shortText } from './fields.js';

export const documentRecord = z.object({
  id,
  tenantId: id,
  locationId: id,
  uploadId: id.nullable(),
  title: name,
  status: z.enum(DOCUMENT_STATUSES),
  assigneeId: id.nullable(),
  dueAt: isoDateTime.nullable(),
  createdAt: isoDateTime,
  updatedAt: isoDateTime,
});
export const documentUpdate = z.strictObject({ title: name.optional(), dueAt: isoDateTime.nullable().optional() });
export type DocumentRecord = z.infer<typeof documentRecord>;

/** Bodies of the workflow transitions (POST /api/documents/:id/<transition>). */
export const assignDocumentBody = z.strictObject({ assigneeId: id, dueAt: isoDateTime.optional() });
export const raiseIssueBody = z.strictObject({ subject: name, message: z.string().trim().min(1).max(10_000) });
export const sendBackBody = z.strictObject({ reason: z.string().trim().min(1).max(10_000) });
export const disputeDocumentBody = z.strictObject({ reason: z.string().trim().min(1).max(10_000) });
export const emptyBody = z.strictObject({}).optional();
export const resolveDocumentBody = z.strictObject({ note: shortText.optional() }).optional();
