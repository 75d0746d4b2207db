/**
 * A fresh, migrated database of one engine for tests that need the data layer without the API:
 * SQLite in memory, or a PostgreSQL schema of its own (dropped again by close).
 */
import { randomUUID } from 'node:crypto';
import { openDatabase, type DatabaseHandle, type Engine } from '../../src/server/db/database.js';
import { DATABASE_URL } from './env.js';
import { assertPostgresReachable } from './server.js';

export async function openEngineDatabase(engine: Engine): Promise<DatabaseHandle> {
  if (engine === 'sqlite') return openDatabase({ sqliteFile: ':memory:' });
  await assertPostgresReachable();
  const schema = `t_${randomUUID().replace(/-/g, '').slice(0, 16)}`;
  const database = await openDatabase({ url: DATABASE_URL, schema });
  return {
    ...database,
    close: async () => {
      await database.db.schema.dropSchema(schema).ifExists().cascade().execute();
      await database.close();
    },
  };
}
