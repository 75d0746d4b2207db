/**
 * POST /api/documents/start-next: the DBO's "start next", claimed atomically. First the
 * caller's own assigned document due soonest; if none, the oldest new document in their
 * team's scope, assigned to them (due now plus the SLA). It moves to processing in one write
 * made last in the transaction (services/document-claim.ts says why); each step is audited
 * (assign, start). Two DBOs never get the same document: on PostgreSQL the pick
 * is `FOR UPDATE SKIP LOCKED` inside the transaction that moves it, so a document another
 * claim holds is passed over; SQLite runs one write transaction at a time, so there the claims
 * that arrive together are written in one transaction and committed once
 * (services/claim-batch.ts). A claim that still loses a race (the row changed between the pick
 * and the write) is retried.
 * Answers the document, or 404 `nothingWaiting`.
 */
import type { FastifyInstance } from 'fastify';
import { sql, type SelectQueryBuilder, type Transaction } from 'kysely';
import { authorize, type Principal } from '../../../auth/authorize.js';
import { scopeCondition } from '../../../auth/scope.js';
import type { AppContext } from '../../../context.js';
import type { Database } from '../../../db/schema.js';
import { HttpError } from '../../../errors.js';
import { assignmentColumns } from '../../../services/document-assignment.js';
import { claimBatcher } from '../../../services/claim-batch.js';
import { claimDocument } from '../../../services/document-claim.js';
import type { StoredDocument } from '../../../services/document-transition.js';
import { toDocument } from '../../../services/document-rows.js';
import { slaTermsFor } from '../../../services/sla.js';

const ATTEMPTS = 5;

/**
 * The document to claim, in one statement: the caller's own assigned one due soonest, else the
 * oldest new one in their team's scope. COALESCE runs its second pick only when the first
 * found nothing, so on PostgreSQL a claim of its own document locks no pool document.
 */
async function pick(
  trx: Transaction<Database>,
  context: AppContext,
  principal: Principal,
): Promise<StoredDocument | undefined> {
  const locking = <Q extends SelectQueryBuilder<Database, 'document', { id: string }>>(query: Q): Q =>
    (context.engine === 'postgres' ? query.forUpdate().skipLocked() : query) as Q;
  const candidates = trx.selectFrom('document').select('id').where(scopeCondition('document', principal.grants));
  const mine = candidates
    .where('assignee_id', '=', principal.id)
    .where('status', '=', 'assigned')
    .orderBy(sql`case when due_at is null then 1 else 0 end`)
    .orderBy('due_at')
    .orderBy('created_at')
    .orderBy('id')
    .limit(1);
  // 'new' written into the SQL, not bound: only then may a prepared (generic) plan use the
  // partial index of new documents (migration 0018).
  const waiting = candidates.where('status', '=', sql.lit('new')).orderBy('created_at').orderBy('id').limit(1);
  let query = trx
    .selectFrom('document')
    .selectAll()
    .where('id', '=', (eb) => eb.fn.coalesce(locking(mine), locking(waiting)));
  // The row is already ours on PostgreSQL; this lock reads its latest version.
  if (context.engine === 'postgres') query = query.forUpdate();
  return query.executeTakeFirst();
}

/** One claim inside a batch's transaction (services/claim-batch.ts); undefined: nothing waits. */
async function claim(
  trx: Transaction<Database>,
  context: AppContext,
  principal: Principal,
): Promise<StoredDocument | undefined> {
  const now = new Date().toISOString();
  const next = await pick(trx, context, principal);
  if (!next) return undefined;
  if (next.status === 'assigned') {
    return claimDocument(trx, { principal, document: next, steps: ['start'], version: next.version, now });
  }
  return claimDocument(trx, {
    principal,
    document: next,
    steps: ['assign', 'start'],
    version: next.version,
    extra: assignmentColumns(next, principal.id, { terms: await slaTermsFor(trx, next.tenant_id), now }),
    now,
  });
}

export function startNextDocumentRoute(app: FastifyInstance, context: AppContext): void {
  const step = (trx: Transaction<Database>, principal: Principal) => claim(trx, context, principal);
  // SQLite has one writer, so a claim waits for every claim before it whatever it does, and
  // batches save it the commits. PostgreSQL claims in parallel on the pool (SKIP LOCKED): one
  // batch on one connection would put them back in a row.
  const claimNext =
    context.engine === 'sqlite'
      ? claimBatcher(context.db, step)
      : (principal: Principal) => context.db.transaction().execute((trx) => step(trx, principal));
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
