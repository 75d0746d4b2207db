/** POST /api/issues/:id/read: the caller has read the thread up to now (204); their unread count drops to 0. */
import type { FastifyInstance } from 'fastify';
import { authorize } from '../../../auth/authorize.js';
import type { AppContext } from '../../../context.js';
import { findIssueRow, markIssueRead } from '../../../services/issues/issue-rows.js';
import { idParam } from '../../../http/params.js';

export function markIssueReadRoute(app: FastifyInstance, context: AppContext): void {
  app.post('/api/issues/:id/read', async (request, reply) => {
    const principal = await authorize(request, context, 'issues:thread');
    const issue = await findIssueRow(context.db, principal, idParam(request));
    await markIssueRead(context.db, issue.id, principal.id, new Date().toISOString());
    return reply.status(204).send();
  });
}
