/**
 * When a document is overdue: it has a due time in the past and is still with the back office
 * (finished documents are never late any more, whatever their due time said).
 */
const FINISHED = ['processed', 'approved', 'archived'];

export function isOverdue(dueAt: string | null | undefined, status: string, now: number = Date.now()): boolean {
  if (!dueAt || FINISHED.includes(status)) return false;
  return new Date(dueAt).getTime() < now;
}

export function formatDateTime(iso: string, language: string): string {
  return new Intl.DateTimeFormat(language, { dateStyle: 'short', timeStyle: 'short' }).format(new Date(iso));
}
