/** POST /api/webhook-deliveries/:id/replay → 202 {deliveryId}: the same event (same webhook-id) sent again. */
import type { FastifyInstance } from 'fastify';
import { API_PATHS } from '../../../../common/api-paths.js';
import type { AppContext } from '../../../context.js';
import { route } from '../../../http/route.js';
import { replayWebhookDelivery } from '../../../services/webhooks/webhook-deliveries.js';
import type { WebhookQueue } from '../../../webhooks/webhook-queue.js';
import { queuedDelivery } from './send-webhook-test.js';

export function replayWebhookDeliveryRoute(app: FastifyInstance, context: AppContext, queue: WebhookQueue): void {
  route(app, context, {
    method: 'POST',
    url: API_PATHS.webhooks.replay,
    action: 'webhooks:replay',
    tags: ['webhooks'],
    summary: 'Replay a webhook delivery: the same event, signed again, as a new delivery',
    answer: queuedDelivery,
    status: 202,
    optionalBody: true,
    handle: async ({ principal, id }, _request, reply) =>
      reply.status(202).send(await replayWebhookDelivery(context.db, queue, principal, id)),
  });
}
