/**
 * The back office's day (issue 10): a DBO's queue, start next, the supervisor's dashboard and
 * assignment in bulk, and the processing screen's work view and draft autosave. Every write
 * states the version of each document it read.
 */
import { z } from 'zod';
import { DOCUMENT_STATUSES } from '../workflow.js';
import { docItemCreate, docItemRecord } from './doc-item.js';
import { currencyCode, documentRecord, totalCents, version } from './document.js';
import { slaCalendar } from './sla.js';
import { id, isoDate, isoDateTime } from './fields.js';
import { issueRecord } from './issue.js';

/** A document as the back office's lists show it: with its tenant and location names. */
export const documentListRow = documentRecord.extend({
  tenantName: z.string(),
  locationName: z.string(),
  /** Due before now and still open (assigned, processing, on hold). */
  overdue: z.boolean(),
  /** Sent back by the DBS supervisor and not submitted since (sentBackReason says why). */
  sentBack: z.boolean(),
});
export type DocumentListRow = z.infer<typeof documentListRow>;

/** GET /api/documents/my-queue?q=…: only the documents whose file name, vendor or number holds q. */
export const myQueueQuery = z.strictObject({ q: z.string().trim().max(200).optional() });

/** One document of a bulk write, at the version read. */
export const documentRef = z.strictObject({ id, version });
const MAX_BATCH = 500;
export const documentRefs = z
  .array(documentRef)
  .min(1)
  .max(MAX_BATCH)
  .refine((refs) => new Set(refs.map((ref) => ref.id)).size === refs.length, 'Each document at most once');

export const assignManyBody = z.strictObject({
  assigneeId: id,
  dueAt: isoDateTime.optional(),
  documents: documentRefs,
});
export const distributeBody = z.strictObject({ documents: documentRefs });
/** The answer of assign-many and distribute: each document as stored after the batch. */
export const assignedDocuments = z.array(documentRecord);

/** The caller's local day, as the browser knows it, for "due today". */
export const dashboardQuery = z.strictObject({ dayStart: isoDateTime, dayEnd: isoDateTime });

export const dboLoad = z.object({
  id,
  name: z.string(),
  email: z.string(),
  /** assigned + processing + on hold */
  open: z.number().int(),
  dueToday: z.number().int(),
  overdue: z.number().int(),
});
export type DboLoad = z.infer<typeof dboLoad>;

export const dashboard = z.object({
  counts: z.record(z.enum(DOCUMENT_STATUSES), z.number().int()),
  overdue: z.number().int(),
  dueToday: z.number().int(),
  dbos: z.array(dboLoad),
  oldestWaiting: z
    .object({
      id,
      title: z.string(),
      tenantName: z.string(),
      locationName: z.string(),
      createdAt: isoDateTime,
      status: z.string(),
      dueAt: isoDateTime.nullable(),
      slaCalendar: slaCalendar.nullable(),
      slaPausedAt: isoDateTime.nullable(),
      slaLeftSeconds: z.number().int().nullable(),
    })
    .nullable(),
});
export type Dashboard = z.infer<typeof dashboard>;

/** GET /api/documents/workload: the DBOs the caller may assign to, with their load. */
export const workloadQuery = z.strictObject({ dayStart: isoDateTime.optional(), dayEnd: isoDateTime.optional() });
export const workload = z.array(dboLoad);

export const documentHeader = z.strictObject({
  vendor: z.string().trim().max(200).nullable(),
  docNumber: z.string().trim().max(100).nullable(),
  docDate: isoDate.nullable(),
  totalCents: totalCents.nullable(),
  currency: currencyCode.nullable(),
});
export type DocumentHeader = z.infer<typeof documentHeader>;

/** An item of the draft: its id when it is stored already, none for a new one. */
export const draftItem = docItemCreate.omit({ documentId: true }).extend({ id: id.optional() });
export const MAX_DRAFT_ITEMS = 500;
export const draftBody = z.strictObject({
  version,
  header: documentHeader,
  items: z.array(draftItem).max(MAX_DRAFT_ITEMS),
});
export type DraftBody = z.infer<typeof draftBody>;

/** Another document of the same tenant with the same vendor, number and total. */
export const duplicateDocument = z.object({
  id,
  title: z.string(),
  locationName: z.string(),
  status: z.enum(DOCUMENT_STATUSES),
});

/** GET /api/documents/:id/work and the answer of PUT /api/documents/:id/draft. */
export const documentWork = z.object({
  document: documentListRow.extend({ assigneeName: z.string().nullable() }),
  items: z.array(docItemRecord),
  upload: z.object({ id, fileName: z.string(), mimeType: z.string(), size: z.number().int() }).nullable(),
  issues: z.array(issueRecord),
  duplicates: z.array(duplicateDocument),
});
export type DocumentWork = z.infer<typeof documentWork>;

/** The body of a 409 for a stale version: the web offers "reload" or "keep mine". */
export const staleAnswer = z.object({
  statusCode: z.literal(409),
  code: z.literal('documentStale'),
  message: z.string(),
  /** The stored version of each stale document. */
  current: z.array(z.object({ id, version })),
});
