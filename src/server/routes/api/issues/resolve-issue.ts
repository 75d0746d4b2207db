/**
 * POST /api/issues/:id/resolve {note?} → {issue, document}: the back office settles an open
 * issue; the last open one returns its on-hold document to processing
 * (services/issues/resolve-issue.ts).
 */
import type { FastifyInstance } from 'fastify';
import { API_PATHS } from '../../../../common/api-paths.js';
import { issueStepAnswer, resolveIssueBody } from '../../../../common/schemas/issue-inbox.js';
import type { AppContext } from '../../../context.js';
import { route } from '../../../http/route.js';
import { resolveIssue } from '../../../services/issues/resolve-issue.js';

export function resolveIssueRoute(app: FastifyInstance, context: AppContext): void {
  route(app, context, {
    method: 'POST',
    url: API_PATHS.issues.resolve,
    action: 'issues:resolve',
    summary: 'Resolve an issue; the last open one returns its on-hold document to processing',
    body: resolveIssueBody,
    optionalBody: true,
    answer: issueStepAnswer,
    handle: ({ principal, id, body }) => resolveIssue(context.db, context.engine, principal, id, body.note),
  });
}
