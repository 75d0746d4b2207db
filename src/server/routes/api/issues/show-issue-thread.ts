/** GET /api/issues/:id/thread → {issue, messages}: one issue with its messages, unread ones marked for the caller. */
import type { FastifyInstance } from 'fastify';
import { authorize } from '../../../auth/authorize.js';
import type { AppContext } from '../../../context.js';
import { findIssueRow, loadThreadMessages } from '../../../services/issues/issue-rows.js';
import { idParam } from '../../../http/params.js';

export function showIssueThreadRoute(app: FastifyInstance, context: AppContext): void {
  app.get('/api/issues/:id/thread', async (request) => {
    const principal = await authorize(request, context, 'issues:thread');
    const issue = await findIssueRow(context.db, principal, idParam(request));
    return { issue, messages: await loadThreadMessages(context.db, principal, issue.id) };
  });
}
