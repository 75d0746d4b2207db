/** POST /api/issues/:id/read: the caller has read the thread up to now (204); their unread count drops to 0. */
import type { FastifyInstance } from 'fastify';
import { API_PATHS } from '../../../../common/api-paths.js';
import type { AppContext } from '../../../context.js';
import { route } from '../../../http/route.js';
import { findIssueRow, markIssueRead } from '../../../services/issues/issue-rows.js';

export function markIssueReadRoute(app: FastifyInstance, context: AppContext): void {
  route(app, context, {
    method: 'POST',
    url: API_PATHS.issues.read,
    action: 'issues:thread',
    summary: 'Mark the thread read for me (204)',
    status: 204,
    handle: async ({ principal, id }, _request, reply) => {
      const issue = await findIssueRow(context.db, principal, id);
      await markIssueRead(context.db, issue.id, principal.id, new Date().toISOString());
      return reply.status(204).send();
    },
  });
}
