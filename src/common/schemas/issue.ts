/** An issue raised on a document, and the messages of its thread in the resolution center. */
import { z } from 'zod';
import { ISSUE_TYPES, WAITING_ON } from '../workflow.js';
import { id, isoDateTime, name } from './fields.js';

export const ISSUE_STATUSES = ['open', 'resolved'] as const;

export const issueRecord = z.object({
  id,
  documentId: id,
  tenantId: id,
  locationId: id,
  subject: name,
  status: z.enum(ISSUE_STATUSES),
  raisedBy: id,
  createdAt: isoDateTime,
  resolvedAt: isoDateTime.nullable(),
  type: z.enum(ISSUE_TYPES),
  waitingOn: z.enum(WAITING_ON),
  resolvedBy: id.nullable(),
  reopenedAt: isoDateTime.nullable(),
});
export type Issue = z.infer<typeof issueRecord>;

export const issueMessageRecord = z.object({
  id,
  issueId: id,
  tenantId: id,
  locationId: id,
  authorId: id,
  body: z.string(),
  createdAt: isoDateTime,
});
export type IssueMessage = z.infer<typeof issueMessageRecord>;
