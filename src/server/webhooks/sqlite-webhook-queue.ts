/**
 * SQLite's webhook jobs: the delivery rows themselves, polled by the one server as the text
 * jobs' table is (text/sqlite-text-queue.ts): a pending delivery whose time has come is claimed
 * (one statement, the single writer makes it atomic) and attempted. A delivery found sending at
 * start was cut short by a crash and is sent again (at least once).
 */
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';
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
  let timer: NodeJS.Timeout | undefined;
  let stopped = true;
  let current: Promise<void> = Promise.resolve();

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

  const tick = async () => {
    timer = undefined;
    try {
      for (;;) {
        if (stopped) break;
        const jobs = await claim();
        if (jobs.length === 0) break;
        await Promise.all(
          jobs.map((job) =>
            run(job.id).catch((error: unknown) => log.error({ err: error }, 'webhook delivery failed')),
          ),
        );
      }
    } catch (error) {
      log.error({ err: error }, 'webhook poll failed');
    }
    if (!stopped) timer = setTimeout(() => (current = tick()), config.pollMs);
  };

  const poke = () => {
    if (timer && !stopped) {
      clearTimeout(timer);
      timer = setTimeout(() => (current = tick()), 20);
    }
  };

  return {
    // The delivery row is the job: its status and time were written by the caller.
    add: async () => poke(),
    poke,
    start: async () => {
      await db.updateTable('webhook_delivery').set({ status: 'pending' }).where('status', '=', 'sending').execute();
      stopped = false;
      current = tick();
    },
    stop: async () => {
      stopped = true;
      if (timer) clearTimeout(timer);
      await current;
    },
  };
}
