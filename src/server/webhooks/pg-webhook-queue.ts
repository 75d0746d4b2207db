/**
 * PostgreSQL's webhook jobs through pg-boss, set up as the text jobs' are (jobs/boss-queue.ts),
 * so every server shares them: one job per attempt, sent inside the transaction that writes the
 * delivery, to start at the attempt's time. A job whose server died expires and pg-boss runs it
 * again (at least once; run-delivery.ts ignores a settled delivery).
 */
import type { Kysely } from 'kysely';
import type PgBoss from 'pg-boss';
import type { Database } from '../db/schema.js';
import { bossExecutor } from '../jobs/boss-config.js';
import { startBossQueue, stopBossQueue } from '../jobs/boss-queue.js';
import type { WebhookConfig } from './webhook-config.js';
import type { WebhookLog, WebhookQueue } from './webhook-queue.js';

const QUEUE = 'webhook-delivery';

interface DeliveryData {
  deliveryId: string;
}

export function createPgWebhookQueue(
  db: Kysely<Database>,
  config: WebhookConfig,
  log: WebhookLog,
  run: (deliveryId: string) => Promise<void>,
): WebhookQueue {
  let boss: PgBoss | undefined;
  const expireInSeconds = Math.max(30, Math.ceil((config.timeoutMs * 3) / 1000));
  const retry = { retryLimit: 3, retryDelay: 5, retryBackoff: true, expireInSeconds };

  return {
    add: async (trx, deliveryId, runAt) => {
      if (!boss) throw new Error('the webhook queue is not started');
      await boss.send(QUEUE, { deliveryId } satisfies DeliveryData, {
        ...retry,
        startAfter: runAt,
        db: bossExecutor(trx),
      });
    },
    start: async () => {
      boss = await startBossQueue(db, { name: QUEUE, retry, log });
      await boss.work<DeliveryData>(
        QUEUE,
        { batchSize: 4, pollingIntervalSeconds: Math.max(0.5, config.pollMs / 1000) },
        async (jobs) => {
          await Promise.all(jobs.map((job) => run(job.data.deliveryId)));
        },
      );
    },
    stop: async () => {
      const running = boss;
      boss = undefined;
      await stopBossQueue(running);
    },
  };
}
