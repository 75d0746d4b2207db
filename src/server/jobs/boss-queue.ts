/**
 * One pg-boss queue of ours on PostgreSQL (the text jobs', the webhook deliveries'): a pg-boss
 * instance set up as boss-config.ts says, talking through our Kysely pool, whose queue is made
 * under the set-up lock. The caller then starts its worker on the instance returned.
 */
import { sql, type Kysely } from 'kysely';
import PgBoss from 'pg-boss';
import type { Database } from '../db/schema.js';
import { bossExecutor, BOSS_ARCHIVE_SECONDS, bossSchemaOf, ensureQueue, withBossSetupLock } from './boss-config.js';

export interface BossQueueSetup {
  name: string;
  /** The queue's retry and expiry, also sent with each job. */
  retry: Omit<PgBoss.Queue, 'name'>;
  /** Further options of the instance (maintenance intervals). */
  instance?: Partial<PgBoss.ConstructorOptions>;
  log: { error(details: object, message: string): void };
}

export async function startBossQueue(db: Kysely<Database>, setup: BossQueueSetup): Promise<PgBoss> {
  const { rows } = await sql<{ schema: string }>`select current_schema() as schema`.execute(db);
  const boss = new PgBoss({
    db: bossExecutor(db),
    schema: bossSchemaOf(rows[0]?.schema),
    archiveCompletedAfterSeconds: BOSS_ARCHIVE_SECONDS,
    ...setup.instance,
  });
  boss.on('error', (error) => setup.log.error({ err: error }, 'pg-boss failed'));
  await withBossSetupLock(db, async () => {
    await boss.start();
    await ensureQueue(boss, { name: setup.name, ...setup.retry });
  });
  return boss;
}

/** Our pool is closed by its owner; pg-boss only stops polling, letting the jobs under way finish. */
export async function stopBossQueue(boss: PgBoss | undefined): Promise<void> {
  if (boss) await boss.stop({ graceful: true, close: false, wait: true, timeout: 10_000 });
}
