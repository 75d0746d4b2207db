/**
 * The DBO's "start next", claimed atomically. First the caller's own assigned document due
 * soonest; if none, the oldest new document in their team's scope, assigned to them (due now
 * plus the SLA). It moves to processing in one write made last in the transaction
 * (document-claim.ts says why); each step is audited (assign, start).
 *
 * The claims that arrive together are picked, written and committed as one batch, on both
 * engines (claim-batch.ts): a batch costs a few statements whatever its size, where claims one
 * by one cost several each, and at ten DBOs at once those statements were the time. Two DBOs
 * never get the same document: the batch chooses a different one for each, and on PostgreSQL
 * the pick is `FOR UPDATE SKIP LOCKED` inside the transaction that moves them, so what another
 * server's batch holds is passed over (claim-pick.ts); SQLite has one writer. A claim that
 * still loses a race (the row changed between the pick and the write) is retried.
 * Answers the document, or 404 `nothingWaiting`.
 */
import type { Kysely } from 'kysely';
import type { Principal } from '../../auth/authorize.js';
import type { Engine } from '../../db/database.js';
import type { Database, StoredDocument } from '../../db/schema.js';
import { HttpError } from '../../errors.js';
import { claimBatcher } from './claim-batch.js';
import { claimNextDocuments } from './start-next-claims.js';

const ATTEMPTS = 5;

/** One claimer per server: its batches gather the claims of every request. */
export function nextDocumentClaimer(
  db: Kysely<Database>,
  engine: Engine,
): (principal: Principal) => Promise<StoredDocument> {
  const claimNext = claimBatcher(db, (trx, principals: Principal[]) => claimNextDocuments(trx, engine, principals));
  return async (principal) => {
    for (let attempt = 1; ; attempt += 1) {
      try {
        const claimed = await claimNext(principal);
        if (!claimed) throw new HttpError(404, 'nothingWaiting');
        return claimed;
      } catch (error) {
        if (attempt < ATTEMPTS && error instanceof HttpError && error.statusCode === 409) continue;
        throw error;
      }
    }
  };
}
