/**
 * POST /api/documents/start-next: the DBO's "start next", claimed atomically. First the
 * caller's own assigned document due soonest; if none, the oldest new document in their
 * team's scope, assigned to them (due now plus the SLA). It moves to processing in one write
 * made last in the transaction (services/document-claim.ts says why); each step is audited
 * (assign, start). Two DBOs never get the same document: on PostgreSQL the pick
 * is `FOR UPDATE SKIP LOCKED` inside the transaction that moves it, so a document another
 * claim holds is passed over; SQLite runs one write transaction at a time. A claim that still
 * loses a race (the row changed between the pick and the write) is retried.
 * Answers the document, or 404 `nothingWaiting`.
 */
import type { FastifyInstance } from 'fastify';
import { sql, type Transaction } from 'kysely';
import { authorize, type Principal } from '../../../auth/authorize.js';
import { scopeCondition } from '../../../auth/scope.js';
import type { AppContext } from '../../../context.js';
import type { Database } from '../../../db/schema.js';
import { HttpError } from '../../../errors.js';
import { assignmentColumns } from '../../../services/document-assignment.js';
import { claimDocument } from '../../../services/document-claim.js';
import type { StoredDocument } from '../../../services/document-transition.js';
import { toDocument } from '../../../services/document-rows.js';
import { slaTermsFor } from '../../../services/sla.js';

const ATTEMPTS = 5;

async function pick(
  trx: Transaction<Database>,
  context: AppContext,
  principal: Principal,
  which: 'mine' | 'waiting',
): Promise<StoredDocument | undefined> {
  let query = trx.selectFrom('document').selectAll().where(scopeCondition('document', principal.grants));
  query =
    which === 'mine'
      ? query
          .where('assignee_id', '=', principal.id)
          .where('status', '=', 'assigned')
          .orderBy(sql`case when due_at is null then 1 else 0 end`)
          .orderBy('due_at')
          .orderBy('created_at')
          .orderBy('id')
      : query.where('status', '=', 'new').orderBy('created_at').orderBy('id');
  query = query.limit(1);
  if (context.engine === 'postgres') query = query.forUpdate().skipLocked();
  return query.executeTakeFirst();
}

async function claim(context: AppContext, principal: Principal): Promise<StoredDocument> {
  return context.db.transaction().execute(async (trx) => {
    const now = new Date().toISOString();
    const mine = await pick(trx, context, principal, 'mine');
    if (mine) return claimDocument(trx, { principal, document: mine, steps: ['start'], version: mine.version, now });
    const waiting = await pick(trx, context, principal, 'waiting');
    if (!waiting) throw new HttpError(404, 'nothingWaiting');
    return claimDocument(trx, {
      principal,
      document: waiting,
      steps: ['assign', 'start'],
      version: waiting.version,
      extra: assignmentColumns(waiting, principal.id, { terms: await slaTermsFor(trx, waiting.tenant_id), now }),
      now,
    });
  });
}

export function startNextDocumentRoute(app: FastifyInstance, context: AppContext): void {
  app.post('/api/documents/start-next', async (request) => {
    const principal = await authorize(request, context, 'documents:start-next');
    for (let attempt = 1; ; attempt += 1) {
      try {
        return toDocument(await claim(context, principal));
      } catch (error) {
        if (attempt < ATTEMPTS && error instanceof HttpError && error.statusCode === 409) continue;
        throw error;
      }
    }
  });
}
