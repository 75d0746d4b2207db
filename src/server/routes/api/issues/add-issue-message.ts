/**
 * POST /api/issues/:id/messages {body} → 201 with the message: the caller answers in the thread
 * of an open issue (409 issueResolved otherwise). When the side the issue waits on answers, it
 * now waits on the other side; a message from the side that is waited on by no one changes
 * nothing. The writer has read the thread up to their own message.
 */
import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { issueMessageBody } from '../../../../common/schemas/issue-inbox.js';
import { authorize } from '../../../auth/authorize.js';
import type { AppContext } from '../../../context.js';
import { recordAudit } from '../../../db/audit.js';
import { HttpError, parseOr400 } from '../../../errors.js';
import { findIssueRow, markIssueRead, otherSide, sideOf } from '../../../services/issues/issue-rows.js';
import { notifyIssueAnswer } from '../../../services/notifications/index.js';
import { syncSlaClock } from '../../../services/sla/sla-clock.js';
import { idParam } from '../../../http/params.js';

export function addIssueMessageRoute(app: FastifyInstance, context: AppContext): void {
  app.post('/api/issues/:id/messages', async (request, reply) => {
    const principal = await authorize(request, context, 'issues:message');
    const id = idParam(request);
    const body = parseOr400(issueMessageBody, request.body ?? undefined);
    const message = await context.db.transaction().execute(async (trx) => {
      await findIssueRow(trx, principal, id);
      const issue = await trx.selectFrom('issue').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
      if (issue.status !== 'open') throw new HttpError(409, 'issueResolved');
      const now = new Date().toISOString();
      const side = sideOf(principal);
      const waitingOn = issue.waiting_on === side ? otherSide(side) : issue.waiting_on;
      // Only while still open: a resolve meanwhile wins and this answer is refused.
      const updated = await trx
        .updateTable('issue')
        .set({ waiting_on: waitingOn })
        .where('id', '=', id)
        .where('status', '=', 'open')
        .executeTakeFirst();
      if (Number(updated.numUpdatedRows) !== 1) throw new HttpError(409, 'issueResolved');
      const row = {
        id: randomUUID(),
        issue_id: id,
        tenant_id: issue.tenant_id,
        location_id: issue.location_id,
        author_id: principal.id,
        body: body.body,
        created_at: now,
      };
      await trx.insertInto('issue_message').values(row).execute();
      await markIssueRead(trx, id, principal.id, now);
      await recordAudit(
        trx,
        {
          actor: { id: principal.id, email: principal.email },
          entity: 'issue',
          entityId: id,
          action: 'answer',
          fromState: issue.waiting_on,
          toState: waitingOn,
          tenantId: issue.tenant_id,
        },
        now,
      );
      // An answer may start or end the wait on the client: the SLA clock follows.
      await syncSlaClock(trx, issue.document_id, now);
      const document = await trx
        .selectFrom('document')
        .select(['id', 'tenant_id', 'location_id', 'assignee_id'])
        .where('id', '=', issue.document_id)
        .executeTakeFirstOrThrow();
      await notifyIssueAnswer(trx, { actorId: principal.id, document, issueId: id, waitingOn, note: body.body, now });
      return { row, waitingOn };
    });
    return reply.status(201).send({
      id: message.row.id,
      issueId: id,
      authorId: principal.id,
      authorSide: sideOf(principal),
      body: message.row.body,
      createdAt: message.row.created_at,
      waitingOn: message.waitingOn,
    });
  });
}
