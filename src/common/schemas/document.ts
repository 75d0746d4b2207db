/** A document: one per accepted upload, moved through the workflow of common/workflow.ts. */
import { z } from 'zod';
import { MAX_ABS_TOTAL_CENTS } from '../document-totals.js';
import { DOCUMENT_STATUSES, RAISE_ISSUE_TYPES } from '../workflow.js';
import { id, isoDate, isoDateTime, name, shortText } from './fields.js';
import { slaCalendar } from './sla.js';

/** Optimistic concurrency: the version the writer read (a stale one is refused with 409). */
export const version = z.number().int().min(1);
export const currencyCode = z.string().regex(/^[A-Z]{3}$/, 'A three-letter ISO currency code');
/** Cents within ±10 billion: exact in a JavaScript number and in a bigint column. */
export const totalCents = z.number().int().min(-MAX_ABS_TOTAL_CENTS).max(MAX_ABS_TOTAL_CENTS);

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
  vendor: z.string().nullable(),
  docNumber: z.string().nullable(),
  docDate: isoDate.nullable(),
  totalCents: z.number().int().nullable(),
  currency: z.string().nullable(),
  version,
  sentBackReason: z.string().nullable(),
  sentBackAt: isoDateTime.nullable(),
  /** The reason code of the last send-back; sentBackReason is its comment. */
  sentBackCode: z.string().nullable(),
  /** The SLA clock (common/sla.ts): the calendar it counts in, and while paused the time left. */
  slaCalendar: slaCalendar.nullable(),
  slaPausedAt: isoDateTime.nullable(),
  slaLeftSeconds: z.number().int().nullable(),
  slaWarnedAt: isoDateTime.nullable(),
  slaBreachedAt: isoDateTime.nullable(),
});
/** PATCH /api/documents/:id: the supervisor's edits, at the version read. */
export const documentUpdate = z.strictObject({
  version,
  title: name.optional(),
  dueAt: isoDateTime.nullable().optional(),
});
export type DocumentRecord = z.infer<typeof documentRecord>;
/** A row of GET /api/documents: the record, its assignee's display name and the display name of
 * who last submitted it (for readers without users:read). */
export const documentListEntry = documentRecord.extend({
  assigneeName: z.string().nullable(),
  processorName: z.string().nullable(),
});
export type DocumentListEntry = z.infer<typeof documentListEntry>;

/** Bodies of the workflow transitions (POST /api/documents/:id/<transition>), each at the version read. */
export const assignDocumentBody = z.strictObject({ version, assigneeId: id, dueAt: isoDateTime.optional() });
export const raiseIssueBody = z.strictObject({
  version,
  type: z.enum(RAISE_ISSUE_TYPES),
  /** Defaults to the type's label. */
  subject: name.optional(),
  message: z.string().trim().min(1).max(10_000),
});
/** A reason code (one of the reasonCodes setting, checked by the server) and a comment, both required. */
export const reasonCode = z.string().trim().min(1).max(100);
export const reasonComment = z.string().trim().min(1).max(10_000);
export const sendBackBody = z.strictObject({ version, reasonCode, comment: reasonComment });
export const disputeDocumentBody = z.strictObject({ version, reasonCode, comment: reasonComment });
/** GET /api/documents/reason-codes. */
export const reasonCodesAnswer = z.object({ codes: z.array(z.string()) });
export const versionBody = z.strictObject({ version });
export const resolveDocumentBody = z.strictObject({ version, note: shortText.optional() });
