/**
 * POST /api/documents/start-next: the DBO's "start next", claimed atomically. First the
 * caller's own assigned document due soonest; if none, the oldest new document in their
 * team's scope, assigned to them (due now plus the SLA). It moves to processing in one write
 * made last in the transaction (services/document-claim.ts says why); each step is audited
 * (assign, start).
 *
 * The claims that arrive together are picked, written and committed as one batch, on both
 * engines (services/claim-batch.ts): a batch costs a few statements whatever its size, where
 * claims one by one cost several each, and at ten DBOs at once those statements were the time.
 * Two DBOs never get the same document: the batch chooses a different one for each, and on
 * PostgreSQL the pick is `FOR UPDATE SKIP LOCKED` inside the transaction that moves them, so
 * what another server's batch holds is passed over (services/claim-pick.ts); SQLite has one
 * writer. A claim that still loses a race (the row changed between the pick and the write) is
 * retried.
 * Answers the document, or 404 `nothingWaiting`.
 */
import type { FastifyInstance } from 'fastify';
import { authorize, type Principal } from '../../../auth/authorize.js';
import type { AppContext } from '../../../context.js';
import { HttpError } from '../../../errors.js';
import { claimBatcher } from '../../../services/claims/claim-batch.js';
import { claimNextDocuments } from '../../../services/claims/start-next-claims.js';
import { toDocument } from '../../../services/documents/document-rows.js';

const ATTEMPTS = 5;

export function startNextDocumentRoute(app: FastifyInstance, context: AppContext): void {
  const claimNext = claimBatcher(context.db, (trx, principals: Principal[]) =>
    claimNextDocuments(trx, context.engine, principals),
  );
  app.post('/api/documents/start-next', async (request) => {
    const principal = await authorize(request, context, 'documents:start-next');
    for (let attempt = 1; ; attempt += 1) {
      try {
        const claimed = await claimNext(principal);
        if (!claimed) throw new HttpError(404, 'nothingWaiting');
        return toDocument(claimed);
      } catch (error) {
        if (attempt < ATTEMPTS && error instanceof HttpError && error.statusCode === 409) continue;
        throw error;
      }
    }
  });
}
