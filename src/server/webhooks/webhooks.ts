/**
 * Signed webhooks as the app runs them: the engine's delivery queue, the outbox relay (run every
 * WEBHOOK_POLL_MS by every server, and soon after any audited write announced on the live bus),
 * started when the app is ready and stopped with it.
 */
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context.js';
import { createPgWebhookQueue } from './pg-webhook-queue.js';
import { relayWebhookEvents } from './relay.js';
import { tellAdministratorsOfDisabledEndpoint } from './disabled-notice.js';
import { runDelivery } from './run-delivery.js';
import { createSqliteWebhookQueue } from './sqlite-webhook-queue.js';
import { readWebhookConfig } from './webhook-config.js';
import type { WebhookQueue } from './webhook-queue.js';

export interface Webhooks {
  queue: WebhookQueue;
}

export function openWebhooks(app: FastifyInstance, context: AppContext): Webhooks {
  const config = readWebhookConfig();
  const log = app.log;
  const run = async (deliveryId: string) => {
    const disabled = await runDelivery(context.db, queue, config, deliveryId);
    // The delivery is settled either way; a mail that cannot be sent is only logged.
    if (disabled)
      tellAdministratorsOfDisabledEndpoint(context.db, context.mail, disabled).catch((error: unknown) =>
        log.error({ err: error }, 'the administrators were not mailed of a disabled webhook endpoint'),
      );
  };
  const queue: WebhookQueue =
    context.engine === 'postgres'
      ? createPgWebhookQueue(context.db, config, log, run)
      : createSqliteWebhookQueue(context.db, config, log, run);

  let timer: NodeJS.Timeout | undefined;
  let stopped = true;
  let relaying: Promise<void> = Promise.resolve();
  let again = false;
  const relay = async () => {
    timer = undefined;
    do {
      again = false;
      try {
        while (!stopped && (await relayWebhookEvents(context.db, context.engine, queue)) > 0);
      } catch (error) {
        log.error({ err: error }, 'webhook relay failed');
      }
    } while (again && !stopped);
    if (!stopped) timer = setTimeout(() => (relaying = relay()), config.pollMs);
  };
  const soon = () => {
    if (stopped) return;
    if (!timer) {
      again = true;
      return;
    }
    clearTimeout(timer);
    timer = setTimeout(() => (relaying = relay()), 20);
  };
  let unsubscribe: (() => void) | undefined;

  app.addHook('onReady', async () => {
    await queue.start();
    stopped = false;
    unsubscribe = context.live.subscribe('change', soon);
    relaying = relay();
  });
  app.addHook('onClose', async () => {
    stopped = true;
    unsubscribe?.();
    if (timer) clearTimeout(timer);
    await relaying;
    await queue.stop();
  });
  return { queue };
}
