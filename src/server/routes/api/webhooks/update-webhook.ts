/** PATCH /api/webhooks/:id {url?, events?, enabled?}: change an endpoint, or turn it back on. */
import type { FastifyInstance } from 'fastify';
import { API_PATHS } from '../../../../common/api-paths.js';
import { webhookEndpoint, webhookUpdateBody } from '../../../../common/schemas/webhook.js';
import type { AppContext } from '../../../context.js';
import { route } from '../../../http/route.js';
import { updateWebhook } from '../../../services/webhooks/manage-webhooks.js';

export function updateWebhookRoute(app: FastifyInstance, context: AppContext): void {
  route(app, context, {
    method: 'PATCH',
    url: API_PATHS.webhooks.one,
    action: 'webhooks:update',
    summary: "Change a webhook endpoint's URL or events, or turn it on or off",
    body: webhookUpdateBody,
    answer: webhookEndpoint,
    handle: ({ principal, id, body }) => updateWebhook(context.db, principal, id, body),
  });
}
