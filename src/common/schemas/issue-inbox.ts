/**
 * The resolution center's API (/api/issues/...): the inbox of issues, one issue's thread with
 * unread markers per person, and the bodies of answering, resolving and reopening.
 */
import { z } from 'zod';
import { DOCUMENT_STATUSES, ISSUE_TYPES, WAITING_ON } from '../workflow.js';
import { documentRecord } from './document.js';
import { id, isoDateTime, shortText } from './fields.js';
import { ISSUE_STATUSES } from './issue.js';

export const ISSUE_INBOX_MAX_ROWS = 500;

const booleanText = z.enum(['true', 'false']).transform((value) => value === 'true');

/** GET /api/issues/inbox: open issues by default; _start/_end page it (x-total-count). */
export const issueInboxQuery = z.strictObject({
  status: z.enum(ISSUE_STATUSES).default('open'),
  waitingOn: z.enum(WAITING_ON).optional(),
  /** Only issues on documents assigned to me. */
  mine: booleanText.optional(),
  documentId: id.optional(),
  _start: z.coerce.number().int().min(0).default(0),
  _end: z.coerce.number().int().min(1).optional(),
});
export type IssueInboxQuery = z.infer<typeof issueInboxQuery>;

/** Which side of the work a person is on: the client's people, or the back office. */
export const AUTHOR_SIDES = WAITING_ON;

export const issueInboxRow = z.object({
  id,
  documentId: id,
  documentTitle: z.string(),
  documentStatus: z.enum(DOCUMENT_STATUSES),
  documentVersion: z.number().int(),
  tenantName: z.string(),
  locationName: z.string(),
  assigneeId: id.nullable(),
  assigneeName: z.string().nullable(),
  type: z.enum(ISSUE_TYPES),
  subject: z.string(),
  status: z.enum(ISSUE_STATUSES),
  waitingOn: z.enum(WAITING_ON),
  raisedBy: id,
  raisedByName: z.string().nullable(),
  createdAt: isoDateTime,
  /** Whole hours since it was raised. */
  ageHours: z.number().int(),
  resolvedAt: isoDateTime.nullable(),
  reopenedAt: isoDateTime.nullable(),
  lastMessageAt: isoDateTime.nullable(),
  messageCount: z.number().int(),
  /** Messages by others since I last read the thread. */
  unread: z.number().int(),
});
export type IssueInboxRow = z.infer<typeof issueInboxRow>;

export const issueThreadMessage = z.object({
  id,
  authorId: id,
  authorName: z.string().nullable(),
  authorSide: z.enum(AUTHOR_SIDES),
  body: z.string(),
  createdAt: isoDateTime,
  unread: z.boolean(),
});
export type IssueThreadMessage = z.infer<typeof issueThreadMessage>;

/** GET /api/issues/:id/thread. */
export const issueThread = z.object({ issue: issueInboxRow, messages: z.array(issueThreadMessage) });
export type IssueThread = z.infer<typeof issueThread>;

const messageText = z.string().trim().min(1).max(10_000);
/** POST /api/issues/:id/messages. */
export const issueMessageBody = z.strictObject({ body: messageText });
/** Its answer (201): the message as stored, and whom the issue waits on now. */
export const issueMessageAnswer = issueThreadMessage
  .omit({ authorName: true, unread: true })
  .extend({ issueId: id, waitingOn: z.enum(WAITING_ON) });
/** The answer of resolve and reopen: the issue after it, and its document (its status may have moved). */
export const issueStepAnswer = z.object({ issue: issueInboxRow, document: documentRecord });
/** POST /api/issues/:id/resolve. */
export const resolveIssueBody = z.strictObject({ note: shortText.optional() });
/** POST /api/issues/:id/reopen. */
export const reopenIssueBody = z.strictObject({ message: messageText });
