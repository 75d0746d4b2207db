/**
 * GET /api/issues/inbox: the issues in the caller's scope (open by default), with their document
 * and unread count, the longest wait on top (services/issues/list-issue-inbox.ts).
 * x-total-count holds the full count.
 */
import type { FastifyInstance } from 'fastify';
import { API_PATHS } from '../../../../common/api-paths.js';
import { ISSUE_INBOX_MAX_ROWS, issueInboxQuery, issueInboxRow } from '../../../../common/schemas/issue-inbox.js';
import type { AppContext } from '../../../context.js';
import { pageEnd } from '../../../http/page-end.js';
import { route } from '../../../http/route.js';
import { listIssueInbox } from '../../../services/issues/list-issue-inbox.js';

export function listIssueInboxRoute(app: FastifyInstance, context: AppContext): void {
  route(app, context, {
    method: 'GET',
    url: API_PATHS.issues.inbox,
    action: 'issues:inbox',
    summary: 'Issues in my scope: waiting on the client first for the client, oldest first (x-total-count)',
    query: issueInboxQuery,
    answer: issueInboxRow.array(),
    handle: async ({ principal, query }, _request, reply) => {
      const end = pageEnd(query, ISSUE_INBOX_MAX_ROWS);
      const { total, rows } = await listIssueInbox(context.db, principal, query, end);
      reply.header('x-total-count', String(total));
      return rows;
    },
  });
}
