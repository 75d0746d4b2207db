/** GET /api/webhooks/:id/deliveries: the endpoint's last deliveries, newest first, each with its last attempt. */
import type { FastifyInstance } from 'fastify';
import { API_PATHS } from '../../../../common/api-paths.js';
import { webhookDeliveryList } from '../../../../common/schemas/webhook.js';
import type { AppContext } from '../../../context.js';
import { route } from '../../../http/route.js';
import { listWebhookDeliveries } from '../../../services/webhooks/webhook-deliveries.js';

export function listWebhookDeliveriesRoute(app: FastifyInstance, context: AppContext): void {
  route(app, context, {
    method: 'GET',
    url: API_PATHS.webhooks.deliveries,
    action: 'webhooks:read',
    summary: "A webhook endpoint's delivery log: status, response code, latency, the answer shortened",
    answer: webhookDeliveryList,
    handle: ({ principal, id }) => listWebhookDeliveries(context.db, principal, id),
  });
}
