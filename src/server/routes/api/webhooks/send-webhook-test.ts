/** POST /api/webhooks/:id/test → 202 {deliveryId}: a signed `webhook.test` event to this endpoint. */
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { API_PATHS } from '../../../../common/api-paths.js';
import type { AppContext } from '../../../context.js';
import { route } from '../../../http/route.js';
import { sendTestEvent } from '../../../services/webhooks/webhook-deliveries.js';
import type { WebhookQueue } from '../../../webhooks/webhook-queue.js';

export const queuedDelivery = z.object({ deliveryId: z.string() });

export function sendWebhookTestRoute(app: FastifyInstance, context: AppContext, queue: WebhookQueue): void {
  route(app, context, {
    method: 'POST',
    url: API_PATHS.webhooks.test,
    action: 'webhooks:test',
    summary: 'Send a test event to a webhook endpoint (queued; see its delivery log)',
    answer: queuedDelivery,
    status: 202,
    optionalBody: true,
    handle: async ({ principal, id }, _request, reply) =>
      reply.status(202).send(await sendTestEvent(context.db, queue, principal, id)),
  });
}
