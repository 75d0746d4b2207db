/**
 * POST /api/issues/:id/resolve {note?} → {issue, document}: the back office settles an open
 * issue (409 issueResolved when it is not open). When it was the last open issue of a document
 * on hold, the document returns to processing by the workflow's resolve step (audited, version
 * + 1); while another issue stays open the document stays on hold.
 */
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { resolveIssueBody } from '../../../../common/schemas/issue-inbox.js';
import { authorize } from '../../../auth/authorize.js';
import type { AppContext } from '../../../context.js';
import { recordAudit } from '../../../db/audit.js';
import { HttpError, parseOr400 } from '../../../errors.js';
import { toDocument } from '../../../services/documents/document-rows.js';
import { transitionDocument } from '../../../services/documents/document-transition.js';
import { findIssueRow } from '../../../services/issues/issue-rows.js';
import { syncSlaClock } from '../../../services/sla/sla-clock.js';
import { idParam } from '../../../http/params.js';

export function resolveIssueRoute(app: FastifyInstance, context: AppContext): void {
  app.post('/api/issues/:id/resolve', async (request) => {
    const principal = await authorize(request, context, 'issues:resolve');
    const id = idParam(request);
    const body = parseOr400(resolveIssueBody, request.body ?? {});
    const document = await context.db.transaction().execute(async (trx) => {
      const found = await findIssueRow(trx, principal, id);
      // Resolutions of one document's issues queue on its row: the last of two resolved at the
      // same moment then sees the other committed, and returns the document to processing.
      // (SQLite writes one transaction at a time already.)
      if (context.engine === 'postgres') {
        await sql`select id from document where id = ${found.documentId} for update`.execute(trx);
      }
      const now = new Date().toISOString();
      const resolved = await trx
        .updateTable('issue')
        .set({ status: 'resolved', resolved_at: now, resolved_by: principal.id })
        .where('id', '=', id)
        .where('status', '=', 'open')
        .executeTakeFirst();
      if (Number(resolved.numUpdatedRows) !== 1) throw new HttpError(409, 'issueResolved');
      const issue = await trx.selectFrom('issue').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
      await recordAudit(
        trx,
        {
          actor: { id: principal.id, email: principal.email },
          entity: 'issue',
          entityId: id,
          action: 'resolve',
          fromState: 'open',
          toState: 'resolved',
          tenantId: issue.tenant_id,
          note: body.note ?? null,
        },
        now,
      );
      const stored = await trx
        .selectFrom('document')
        .selectAll()
        .where('id', '=', issue.document_id)
        .executeTakeFirstOrThrow();
      const stillOpen = await trx
        .selectFrom('issue')
        .select(sql<number | string>`count(*)`.as('n'))
        .where('document_id', '=', issue.document_id)
        .where('status', '=', 'open')
        .executeTakeFirstOrThrow();
      if (stored.status !== 'on_hold' || Number(stillOpen.n) > 0) {
        // Still on hold, but perhaps no longer waiting on the client: the SLA clock follows.
        await syncSlaClock(trx, stored.id, now);
        return trx.selectFrom('document').selectAll().where('id', '=', stored.id).executeTakeFirstOrThrow();
      }
      return transitionDocument(trx, {
        principal,
        document: stored,
        transition: 'resolve',
        version: stored.version,
        now,
        note: body.note ?? issue.subject,
      });
    });
    return { issue: await findIssueRow(context.db, principal, id), document: toDocument(document) };
  });
}
