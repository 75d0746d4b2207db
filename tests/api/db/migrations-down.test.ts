/**
 * Every migration can be taken back: from the latest schema down to none, one migration at a
 * time, on both engines, leaving only the migrator's own tables; and up again to the same tables.
 * An operator who rolls a release back relies on each down, though the server only ever goes up.
 */
import { Migrator, sql, type Kysely, type MigrationResultSet } from 'kysely';
import { describe, expect, it } from 'vitest';
import { isOtherSchemaGone, MIGRATIONS, type Engine } from '../../../src/server/db/database.js';
import type { Database } from '../../../src/server/db/schema.js';
import { openEngineDatabase } from '../../helpers/engine-database.js';
import { ENGINES } from '../../helpers/server.js';

/** The tables of the database's own schema, read from it alone (other test files drop theirs meanwhile). */
async function tableNames(db: Kysely<Database>, engine: Engine): Promise<string[]> {
  const { rows } =
    engine === 'postgres'
      ? await sql<{ name: string }>`select table_name as name from information_schema.tables
          where table_schema = current_schema() and table_type = 'BASE TABLE'`.execute(db)
      : await sql<{ name: string }>`select name from sqlite_master
          where type = 'table' and name not like 'sqlite_%'`.execute(db);
  return rows.map((row) => row.name).sort();
}

/**
 * One step of the migrator, tried again while its listing of every schema's tables meets another
 * test file's schema being dropped (as the server's own opening does): each step is one
 * transaction, and a fault of the migration itself fails every try.
 */
async function step(schema: string, run: () => Promise<MigrationResultSet>): Promise<MigrationResultSet> {
  let outcome = await run();
  for (let attempt = 1; attempt < 4 && isOtherSchemaGone(outcome.error, schema); attempt += 1) outcome = await run();
  return outcome;
}

describe.each(ENGINES)('the migrations on %s', (engine) => {
  it('go down one at a time to none, and up again to the same tables', { timeout: 60_000 }, async () => {
    const handle = await openEngineDatabase(engine);
    try {
      const schema =
        engine === 'postgres'
          ? ((await sql<{ name: string }>`select current_schema() as name`.execute(handle.db)).rows[0]?.name ?? 'public')
          : 'main';
      const migrator = new Migrator({
        db: handle.db,
        provider: { getMigrations: async () => MIGRATIONS },
        ...(engine === 'postgres' ? { migrationTableSchema: schema } : {}),
      });
      const latest = await tableNames(handle.db, engine);
      expect(latest).toContain('document');

      for (const name of Object.keys(MIGRATIONS).reverse()) {
        const { error, results } = await step(schema, () => migrator.migrateDown());
        expect(error, name).toBeUndefined();
        expect(results?.map((result) => `${result.migrationName} ${result.status}`)).toEqual([`${name} Success`]);
      }
      expect(await tableNames(handle.db, engine)).toEqual(['kysely_migration', 'kysely_migration_lock']);

      const { error } = await step(schema, () => migrator.migrateToLatest());
      expect(error).toBeUndefined();
      expect(await tableNames(handle.db, engine)).toEqual(latest);
    } finally {
      await handle.close();
    }
  });
});
