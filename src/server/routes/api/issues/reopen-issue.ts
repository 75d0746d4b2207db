/**
 * POST /api/issues/:id/reopen {message} → {issue, document}: a resolved issue is open again with
 * the message in its thread; a processing document goes back on hold
 * (services/issues/reopen-issue.ts).
 */
import type { FastifyInstance } from 'fastify';
import { API_PATHS } from '../../../../common/api-paths.js';
import { issueStepAnswer, reopenIssueBody } from '../../../../common/schemas/issue-inbox.js';
import type { AppContext } from '../../../context.js';
import { route } from '../../../http/route.js';
import { reopenIssue } from '../../../services/issues/reopen-issue.js';

export function reopenIssueRoute(app: FastifyInstance, context: AppContext): void {
  route(app, context, {
    method: 'POST',
    url: API_PATHS.issues.reopen,
    action: 'issues:reopen',
    summary: 'Reopen a resolved issue with a message; a processing document goes back on hold',
    body: reopenIssueBody,
    answer: issueStepAnswer,
    handle: ({ principal, id, body }) => reopenIssue(context.db, principal, id, body.message),
  });
}
