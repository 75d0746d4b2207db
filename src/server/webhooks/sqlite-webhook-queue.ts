/**
 * SQLite's webhook jobs: the delivery rows themselves, polled by the one server as the text
 * jobs' table is (jobs/poll-loop.ts): a pending delivery whose time has come is claimed
 * (one statement, the single writer makes it atomic) and attempted. A delivery found sending at
 * start was cut short by a crash and is sent again (at least once).
 */
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';
import { createPollLoop } from '../jobs/poll-loop.js';
import type { WebhookConfig } from './webhook-config.js';
import type { WebhookLog, WebhookQueue } from './webhook-queue.js';

/** Deliveries attempted at once: a slow receiver does not hold up the others. */
const PARALLEL = 4;

export function createSqliteWebhookQueue(
  db: Kysely<Database>,
  config: WebhookConfig,
  log: WebhookLog,
  run: (deliveryId: string) => Promise<void>,
): WebhookQueue & { poke(): void } {
  const claim = async () => {
    const now = new Date().toISOString();
    return db
      .updateTable('webhook_delivery')
      .set({ status: 'sending', updated_at: now })
      .where(
        'id',
        'in',
        db
          .selectFrom('webhook_delivery')
          .select('id')
          .where('status', '=', 'pending')
          .where('next_attempt_at', '<=', now)
          .orderBy('next_attempt_at')
          .limit(PARALLEL),
      )
      .returning('id')
      .execute();
  };

  const runBatch = async () => {
    const jobs = await claim();
    await Promise.all(
      jobs.map((job) => run(job.id).catch((error: unknown) => log.error({ err: error }, 'webhook delivery failed'))),
    );
    return jobs.length > 0;
  };

  const loop = createPollLoop(config.pollMs, runBatch, (error) => log.error({ err: error }, 'webhook poll failed'));
  const poke = () => loop.poke(20);

  return {
    // The delivery row is the job: its status and time were written by the caller.
    add: async () => poke(),
    poke,
    start: async () => {
      await db.updateTable('webhook_delivery').set({ status: 'pending' }).where('status', '=', 'sending').execute();
      loop.start();
    },
    stop: () => loop.stop(),
  };
}
