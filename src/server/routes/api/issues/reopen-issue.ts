/**
 * POST /api/issues/:id/reopen {message} → {issue, document}: a resolved issue is open again with
 * the message in its thread, waiting on the other side than the one reopening it. Only while
 * its document is still being worked (processing or on hold, 409 otherwise); a processing
 * document goes back on hold by the workflow's raise-issue step (audited, version + 1).
 */
import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { reopenIssueBody } from '../../../../common/schemas/issue-inbox.js';
import { authorize } from '../../../auth/authorize.js';
import type { AppContext } from '../../../context.js';
import { recordAudit } from '../../../db/audit.js';
import { HttpError, parseOr400 } from '../../../errors.js';
import { toDocument } from '../../../services/documents/document-rows.js';
import { transitionDocument } from '../../../services/documents/document-transition.js';
import { findIssueRow, markIssueRead, otherSide, sideOf } from '../../../services/issues/issue-rows.js';
import { notifyIssueRaised } from '../../../services/notifications/index.js';
import { syncSlaClock } from '../../../services/sla/sla-clock.js';
import { idParam } from '../../../http/params.js';

export function reopenIssueRoute(app: FastifyInstance, context: AppContext): void {
  app.post('/api/issues/:id/reopen', async (request) => {
    const principal = await authorize(request, context, 'issues:reopen');
    const id = idParam(request);
    const body = parseOr400(reopenIssueBody, request.body ?? undefined);
    const document = await context.db.transaction().execute(async (trx) => {
      await findIssueRow(trx, principal, id);
      const issue = await trx.selectFrom('issue').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
      if (issue.status === 'open') throw new HttpError(409, 'issueAlreadyOpen');
      const stored = await trx
        .selectFrom('document')
        .selectAll()
        .where('id', '=', issue.document_id)
        .executeTakeFirstOrThrow();
      if (stored.status !== 'processing' && stored.status !== 'on_hold')
        throw new HttpError(409, 'issueNotReopenable', { params: { status: stored.status } });
      const now = new Date().toISOString();
      const reopened = await trx
        .updateTable('issue')
        .set({
          status: 'open',
          resolved_at: null,
          resolved_by: null,
          reopened_at: now,
          waiting_on: otherSide(sideOf(principal)),
        })
        .where('id', '=', id)
        .where('status', '=', 'resolved')
        .executeTakeFirst();
      if (Number(reopened.numUpdatedRows) !== 1) throw new HttpError(409, 'issueAlreadyOpen');
      await trx
        .insertInto('issue_message')
        .values({
          id: randomUUID(),
          issue_id: id,
          tenant_id: issue.tenant_id,
          location_id: issue.location_id,
          author_id: principal.id,
          body: body.message,
          created_at: now,
        })
        .execute();
      await markIssueRead(trx, id, principal.id, now);
      await recordAudit(
        trx,
        {
          actor: { id: principal.id, email: principal.email },
          entity: 'issue',
          entityId: id,
          action: 'reopen',
          fromState: 'resolved',
          toState: 'open',
          tenantId: issue.tenant_id,
        },
        now,
      );
      await notifyIssueRaised(trx, {
        actorId: principal.id,
        document: stored,
        issueId: id,
        waitingOn: otherSide(sideOf(principal)),
        note: body.message,
        now,
      });
      if (stored.status !== 'processing') {
        // Already on hold: the reopened issue may now wait on the client, and the clock follows.
        await syncSlaClock(trx, stored.id, now);
        return trx.selectFrom('document').selectAll().where('id', '=', stored.id).executeTakeFirstOrThrow();
      }
      return transitionDocument(trx, {
        principal,
        document: stored,
        transition: 'raise-issue',
        version: stored.version,
        now,
        note: issue.subject,
      });
    });
    return { issue: await findIssueRow(context.db, principal, id), document: toDocument(document) };
  });
}
