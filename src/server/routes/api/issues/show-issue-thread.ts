/** GET /api/issues/:id/thread → {issue, messages}: one issue with its messages, unread ones marked for the caller. */
import type { FastifyInstance } from 'fastify';
import { API_PATHS } from '../../../../common/api-paths.js';
import { issueThread } from '../../../../common/schemas/issue-inbox.js';
import type { AppContext } from '../../../context.js';
import { route } from '../../../http/route.js';
import { findIssueRow, loadThreadMessages } from '../../../services/issues/issue-rows.js';

export function showIssueThreadRoute(app: FastifyInstance, context: AppContext): void {
  route(app, context, {
    method: 'GET',
    url: API_PATHS.issues.thread,
    action: 'issues:thread',
    summary: 'One issue and its messages, unread ones marked for me',
    answer: issueThread,
    handle: async ({ principal, id }) => {
      const issue = await findIssueRow(context.db, principal, id);
      return { issue, messages: await loadThreadMessages(context.db, principal, issue.id) };
    },
  });
}
