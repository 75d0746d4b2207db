/**
 * Optimistic concurrency for documents: a write states the version it read; a stale one is
 * refused with 409 and the stored versions, so the web can offer "reload" or "keep mine".
 * Nothing is ever merged.
 */
import { HttpError } from '../errors.js';

export interface VersionedRef {
  id: string;
  version: number;
}

export function staleError(current: readonly VersionedRef[]): HttpError {
  const [only] = current;
  return current.length === 1 && only
    ? new HttpError(409, 'documentStale', {
        params: { current: only.version },
        details: { code: 'documentStale', current },
      })
    : new HttpError(409, 'documentsStale', { details: { code: 'documentStale', current } });
}

/** Refuses a write at a version other than the stored one. */
export function requireVersion(document: { id: string; version: number | string }, read: number): void {
  if (Number(document.version) !== read) throw staleError([{ id: document.id, version: Number(document.version) }]);
}
