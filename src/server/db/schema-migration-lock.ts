/**
 * Kysely's migrator holds one advisory lock, the same number for every schema, while it
 * migrates. Every server of one portal migrates the same schema, so the lock keeps two of them
 * from migrating it at once; but a portal in another schema of the same PostgreSQL (the tests
 * give each file its own) waited for it as well, though its migrations touch only its own
 * tables and functions. Here the lock's number comes from the schema's name: servers of one
 * portal still take turns, and portals in different schemas migrate side by side.
 */
import { PostgresAdapter, PostgresDialect, sql, type DialectAdapter, type Kysely, type MigrationLockOptions } from 'kysely';

/** The advisory lock's key for one schema's migrations: PostgreSQL's own 64-bit hash of its name. */
export const migrationLockKey = (schema: string) => sql<string>`hashtextextended(${`portal migrations ${schema}`}, 0)`;

const lockKey = (options: MigrationLockOptions) => migrationLockKey(options.lockTableSchema ?? 'public');

class SchemaMigrationLock extends PostgresAdapter {
  override async acquireMigrationLock(db: Kysely<unknown>, options: MigrationLockOptions): Promise<void> {
    await sql`select pg_advisory_lock(${lockKey(options)})`.execute(db);
  }

  override async releaseMigrationLock(db: Kysely<unknown>, options: MigrationLockOptions): Promise<void> {
    await sql`select pg_advisory_unlock(${lockKey(options)})`.execute(db);
  }
}

/** PostgreSQL as Kysely speaks it, with the migration lock taken per schema. */
export class PostgresDialectWithSchemaLock extends PostgresDialect {
  override createAdapter(): DialectAdapter {
    return new SchemaMigrationLock();
  }
}
