/**
 * What "overdue" means, once, for every figure and flag that says it (the DBS dashboard, the
 * administrator's report and home, the document lists): the back office has the document open
 * (assigned, in processing or on hold), its due time has passed, and its clock is not paused
 * while it waits on the client. A new document is nobody's work yet; a processed one waits on
 * its approver, and the SLA report counts its lateness when it is approved.
 */
import { OPEN_STATUSES } from './workflow.js';

/** The states in which a document past its due time counts as overdue. */
export const OVERDUE_STATUSES = OPEN_STATUSES;

export interface OverdueFacts {
  status: string;
  dueAt: string | null | undefined;
  slaPausedAt: string | null | undefined;
}

/** Whether a document is overdue at `now` (ISO time or epoch milliseconds). */
export function isOverdue({ status, dueAt, slaPausedAt }: OverdueFacts, now: string | number): boolean {
  if (!dueAt || slaPausedAt || !(OVERDUE_STATUSES as readonly string[]).includes(status)) return false;
  return Date.parse(dueAt) < (typeof now === 'number' ? now : Date.parse(now));
}
