/** Signed webhooks (/api/webhooks/..., /api/webhook-deliveries/...), one operation per file. */
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../../context.js';
import type { Webhooks } from '../../../webhooks/webhooks.js';
import { createWebhookRoute } from './create-webhook.js';
import { deleteWebhookRoute } from './delete-webhook.js';
import { listWebhookDeliveriesRoute } from './list-webhook-deliveries.js';
import { listWebhooksRoute } from './list-webhooks.js';
import { replayWebhookDeliveryRoute } from './replay-webhook-delivery.js';
import { sendWebhookTestRoute } from './send-webhook-test.js';
import { updateWebhookRoute } from './update-webhook.js';

export function webhookRoutes(app: FastifyInstance, context: AppContext, webhooks: Webhooks): void {
  listWebhooksRoute(app, context);
  createWebhookRoute(app, context);
  updateWebhookRoute(app, context);
  deleteWebhookRoute(app, context);
  listWebhookDeliveriesRoute(app, context);
  sendWebhookTestRoute(app, context, webhooks.queue);
  replayWebhookDeliveryRoute(app, context, webhooks.queue);
}
