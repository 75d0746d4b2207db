/**
 * Optimistic concurrency for documents: a write states the version it read; a stale one is
 * refused with 409 and the stored versions, so the web can offer "reload" or "keep mine".
 * Nothing is ever merged.
 */
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { HttpError } from '../../errors.js';

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

/** The refusal of a write that lost a race after its version was checked: the version now stored. */
export async function staleNow(db: Kysely<Database>, id: string): Promise<HttpError> {
  const row = await db.selectFrom('document').select('version').where('id', '=', id).executeTakeFirst();
  return row ? staleError([{ id, version: Number(row.version) }]) : new HttpError(409, 'documentChanged');
}
