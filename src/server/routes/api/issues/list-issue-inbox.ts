/**
 * GET /api/issues/inbox: the issues in the caller's scope (open by default), with their document
 * and unread count. The client's people see those waiting on the client first; everyone sees
 * the oldest first, so the longest wait is on top. x-total-count holds the full count.
 */
import type { FastifyInstance } from 'fastify';
import { sql, type ExpressionBuilder } from 'kysely';
import { ISSUE_INBOX_MAX_ROWS, ISSUE_INBOX_PATH, issueInboxQuery } from '../../../../common/schemas/issue-inbox.js';
import { authorize } from '../../../auth/authorize.js';
import { scopeCondition } from '../../../auth/scope.js';
import type { AppContext } from '../../../context.js';
import type { Database } from '../../../db/schema.js';
import { HttpError, parseOr400 } from '../../../errors.js';
import { issueRows, sideOf, toInboxRow } from '../../../services/issues/issue-rows.js';

export function listIssueInboxRoute(app: FastifyInstance, context: AppContext): void {
  app.get(ISSUE_INBOX_PATH, async (request, reply) => {
    const principal = await authorize(request, context, 'issues:inbox');
    const query = parseOr400(issueInboxQuery, request.query ?? {});
    const end = query._end ?? query._start + ISSUE_INBOX_MAX_ROWS;
    if (end <= query._start || end - query._start > ISSUE_INBOX_MAX_ROWS)
      throw new HttpError(400, 'tooManyRows', { params: { max: ISSUE_INBOX_MAX_ROWS } });
    const filters = (eb: ExpressionBuilder<Database, 'issue' | 'document'>) => {
      const parts = [eb('issue.status', '=', query.status)];
      if (query.waitingOn) parts.push(eb('issue.waiting_on', '=', query.waitingOn));
      if (query.mine) parts.push(eb('document.assignee_id', '=', principal.id));
      if (query.documentId) parts.push(eb('issue.document_id', '=', query.documentId));
      return eb.and(parts);
    };
    let rows = issueRows(context.db, principal).where(filters);
    if (sideOf(principal) === 'client')
      rows = rows.orderBy(sql`case when issue.waiting_on = 'client' then 0 else 1 end`);
    const [total, page] = await Promise.all([
      context.db
        .selectFrom('issue')
        .innerJoin('document', 'document.id', 'issue.document_id')
        .where(scopeCondition('issue', principal.grants))
        .where(filters)
        .select(sql<number | string>`count(*)`.as('n'))
        .executeTakeFirstOrThrow(),
      rows
        .orderBy('issue.created_at')
        .orderBy('issue.id')
        .limit(end - query._start)
        .offset(query._start)
        .execute(),
    ]);
    reply.header('x-total-count', String(Number(total.n)));
    const now = Date.now();
    return page.map((row) => toInboxRow(row, now));
  });
}
