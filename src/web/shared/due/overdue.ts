/**
 * When a document is overdue: common/overdue.ts's rule, the one the server counts and flags with.
 */
import { isOverdue as overdueAt } from '../../../common/overdue';

export function isOverdue(
  dueAt: string | null | undefined,
  status: string,
  now: number = Date.now(),
  pausedAt: string | null = null,
): boolean {
  return overdueAt({ status, dueAt, slaPausedAt: pausedAt }, now);
}

export function formatDateTime(iso: string, language: string): string {
  return new Intl.DateTimeFormat(language, { dateStyle: 'short', timeStyle: 'short' }).format(new Date(iso));
}
