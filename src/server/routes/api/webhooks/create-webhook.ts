/** POST /api/webhooks {tenantId?, url, events} → 201: a new endpoint with a secret the server makes. */
import type { FastifyInstance } from 'fastify';
import { API_PATHS } from '../../../../common/api-paths.js';
import { webhookCreateBody, webhookEndpoint } from '../../../../common/schemas/webhook.js';
import type { AppContext } from '../../../context.js';
import { route } from '../../../http/route.js';
import { createWebhook } from '../../../services/webhooks/manage-webhooks.js';

export function createWebhookRoute(app: FastifyInstance, context: AppContext): void {
  route(app, context, {
    method: 'POST',
    url: API_PATHS.webhooks.list,
    action: 'webhooks:create',
    summary: 'Add a webhook endpoint (http or https URL, events); the answer shows its secret',
    body: webhookCreateBody,
    answer: webhookEndpoint,
    status: 201,
    handle: async ({ principal, body }, _request, reply) =>
      reply.status(201).send(await createWebhook(context.db, principal, body)),
  });
}
