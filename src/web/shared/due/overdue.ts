/**
 * When a document is overdue, as the server decides it: a due time in the past while the back
 * office still has it open (assigned, processing, on hold) and its clock is not paused on the
 * client.
 */
import { OPEN_STATUSES } from '../../../common/workflow';

export function isOverdue(
  dueAt: string | null | undefined,
  status: string,
  now: number = Date.now(),
  pausedAt: string | null = null,
): boolean {
  if (!dueAt || pausedAt || !(OPEN_STATUSES as readonly string[]).includes(status)) return false;
  return new Date(dueAt).getTime() < now;
}

export function formatDateTime(iso: string, language: string): string {
  return new Intl.DateTimeFormat(language, { dateStyle: 'short', timeStyle: 'short' }).format(new Date(iso));
}
