/**
 * What every pg-boss instance of the server agrees on (the text jobs' and the scheduler's):
 * where its tables live, how it talks through our Kysely pool, and when finished jobs are
 * archived. Instances on one schema share its maintenance, so they must archive alike: the
 * scheduler's once-per-slot guarantee holds only while a slot's job is still in the job table,
 * so finished jobs stay there a week (a daily task's slot is far shorter).
 */
import { CompiledQuery, sql, type Kysely, type Transaction } from 'kysely';
import type PgBoss from 'pg-boss';
import type { Database } from '../db/schema.js';

export const BOSS_ARCHIVE_SECONDS = 7 * 24 * 3600;

/** pg-boss keeps its tables in our schema when that is not `public`, else in `pgboss`. */
export function bossSchemaOf(current: string | undefined): string {
  return !current || current === 'public' ? 'pgboss' : current;
}

export function bossExecutor(db: Kysely<Database> | Transaction<Database>): PgBoss.Db {
  return {
    executeSql: async (text, values) => {
      const result = await db.executeQuery(CompiledQuery.raw(text, values ?? []));
      return { rows: result.rows as unknown[] };
    },
  };
}

/**
 * Runs pg-boss's set-up (start, createQueue) while holding a session advisory lock, so servers
 * starting together take turns: pg-boss creates each queue's partition with DDL that, run by
 * two servers at once, can deadlock.
 */
export async function withBossSetupLock<T>(db: Kysely<Database>, setUp: () => Promise<T>): Promise<T> {
  return db.connection().execute(async (connection) => {
    await sql`select pg_advisory_lock(hashtext('dbbs.pg-boss.setup'))`.execute(connection);
    try {
      return await setUp();
    } finally {
      await sql`select pg_advisory_unlock(hashtext('dbbs.pg-boss.setup'))`.execute(connection);
    }
  });
}

/** Creates the queue unless it is there already (no DDL on every start). */
export async function ensureQueue(boss: PgBoss, options: PgBoss.Queue): Promise<void> {
  if (!(await boss.getQueue(options.name))) await boss.createQueue(options.name, options);
}
