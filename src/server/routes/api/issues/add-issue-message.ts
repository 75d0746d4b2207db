/**
 * POST /api/issues/:id/messages {body} → 201 with the message: the caller answers in the thread
 * of an open issue; whom it waits on flips when the awaited side answers
 * (services/issues/add-issue-message.ts).
 */
import type { FastifyInstance } from 'fastify';
import { API_PATHS } from '../../../../common/api-paths.js';
import { issueMessageAnswer, issueMessageBody } from '../../../../common/schemas/issue-inbox.js';
import type { AppContext } from '../../../context.js';
import { route } from '../../../http/route.js';
import { addIssueMessage } from '../../../services/issues/add-issue-message.js';

export function addIssueMessageRoute(app: FastifyInstance, context: AppContext): void {
  route(app, context, {
    method: 'POST',
    url: API_PATHS.issues.messages,
    action: 'issues:message',
    summary: 'Answer in the thread of an open issue; waitingOn flips when the awaited side answers (201)',
    body: issueMessageBody,
    answer: issueMessageAnswer,
    status: 201,
    handle: async ({ principal, id, body }, _request, reply) =>
      reply.status(201).send(await addIssueMessage(context.db, principal, id, body.body)),
  });
}
