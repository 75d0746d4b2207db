/**
 * Every migration can be taken back: from the latest schema down to none, one migration at a
 * time, on both engines, leaving only the migrator's own tables; and up again to the same tables.
 * An operator who rolls a release back relies on each down, though the server only ever goes up.
 */
import { Migrator, sql, type Kysely } from 'kysely';
import { describe, expect, it } from 'vitest';
import { MIGRATIONS } from '../../../src/server/db/database.js';
import type { Database } from '../../../src/server/db/schema.js';
import { openEngineDatabase } from '../../helpers/engine-database.js';
import { ENGINES } from '../../helpers/server.js';

/** The tables of the database's own schema (PostgreSQL's other schemas are other test files'). */
async function tableNames(db: Kysely<Database>, schema: string | undefined): Promise<string[]> {
  const tables = await db.introspection.getTables({ withInternalKyselyTables: true });
  return tables
    .filter((table) => !table.isView && (schema === undefined || table.schema === schema))
    .map((table) => table.name)
    .sort();
}

describe.each(ENGINES)('the migrations on %s', (engine) => {
  it('go down one at a time to none, and up again to the same tables', { timeout: 60_000 }, async () => {
    const handle = await openEngineDatabase(engine);
    try {
      const schema =
        engine === 'postgres'
          ? (await sql<{ name: string }>`select current_schema() as name`.execute(handle.db)).rows[0]?.name
          : undefined;
      const migrator = new Migrator({
        db: handle.db,
        provider: { getMigrations: async () => MIGRATIONS },
        ...(schema ? { migrationTableSchema: schema } : {}),
      });
      const latest = await tableNames(handle.db, schema);
      expect(latest).toContain('document');

      for (const name of Object.keys(MIGRATIONS).reverse()) {
        const { error, results } = await migrator.migrateDown();
        expect(error, name).toBeUndefined();
        expect(results?.map((result) => `${result.migrationName} ${result.status}`)).toEqual([`${name} Success`]);
      }
      expect(await tableNames(handle.db, schema)).toEqual(['kysely_migration', 'kysely_migration_lock']);

      const { error } = await migrator.migrateToLatest();
      expect(error).toBeUndefined();
      expect(await tableNames(handle.db, schema)).toEqual(latest);
    } finally {
      await handle.close();
    }
  });
});
