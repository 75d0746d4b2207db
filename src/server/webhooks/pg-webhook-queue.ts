/**
 * PostgreSQL's webhook jobs through pg-boss, set up as the text jobs' are (text/pg-text-queue.ts,
 * jobs/boss-config.ts), so every server shares them: one job per attempt, sent inside the
 * transaction that writes the delivery, to start at the attempt's time. A job whose server died
 * expires and pg-boss runs it again (at least once; run-delivery.ts ignores a settled delivery).
 */
import { sql, type Kysely } from 'kysely';
import PgBoss from 'pg-boss';
import type { Database } from '../db/schema.js';
import {
  bossExecutor,
  BOSS_ARCHIVE_SECONDS,
  bossSchemaOf,
  ensureQueue,
  withBossSetupLock,
} from '../jobs/boss-config.js';
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
      const { rows } = await sql<{ schema: string }>`select current_schema() as schema`.execute(db);
      boss = new PgBoss({
        db: bossExecutor(db),
        schema: bossSchemaOf(rows[0]?.schema),
        archiveCompletedAfterSeconds: BOSS_ARCHIVE_SECONDS,
      });
      boss.on('error', (error) => log.error({ err: error }, 'pg-boss failed'));
      const starting = boss;
      await withBossSetupLock(db, async () => {
        await starting.start();
        await ensureQueue(starting, { name: QUEUE, ...retry });
      });
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
      if (running) await running.stop({ graceful: true, close: false, wait: true, timeout: 10_000 });
    },
  };
}
