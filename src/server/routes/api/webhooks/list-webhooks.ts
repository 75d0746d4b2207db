/** GET /api/webhooks?tenantId=: the webhook endpoints in the caller's scope (client HQ: its own tenant's). */
import type { FastifyInstance } from 'fastify';
import { API_PATHS } from '../../../../common/api-paths.js';
import { webhookEndpointList, webhookListQuery } from '../../../../common/schemas/webhook.js';
import type { AppContext } from '../../../context.js';
import { route } from '../../../http/route.js';
import { listWebhooks } from '../../../services/webhooks/manage-webhooks.js';

export function listWebhooksRoute(app: FastifyInstance, context: AppContext): void {
  route(app, context, {
    method: 'GET',
    url: API_PATHS.webhooks.list,
    action: 'webhooks:read',
    summary: "A tenant's webhook endpoints, with their secrets",
    query: webhookListQuery,
    answer: webhookEndpointList,
    handle: ({ principal, query }) => listWebhooks(context.db, principal, query.tenantId),
  });
}
