/**
 * The migration lock is taken per schema (schema-migration-lock.ts): a schema whose migrations
 * are under way holds back another opening of that schema, and no other.
 */
import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { describe, expect, it, vi } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../../../src/server/db/database.js';
import { migrationLockKey } from '../../../src/server/db/schema-migration-lock.js';
import { openEngineDatabase } from '../../helpers/engine-database.js';
import { DATABASE_URL } from '../../helpers/env.js';

const newSchema = () => `t_${randomUUID().replace(/-/g, '').slice(0, 16)}`;

async function dropped(handle: DatabaseHandle, schema: string) {
  await handle.db.schema.dropSchema(schema).ifExists().cascade().execute();
  await handle.close();
}

describe('the migration lock, per schema', () => {
  it('holds back an opening of the locked schema only', async () => {
    const holder = await openEngineDatabase('postgres');
    const [locked, other] = [newSchema(), newSchema()];
    let release = () => {};
    const released = new Promise<void>((resolve) => (release = resolve));
    let held = () => {};
    const isHeld = new Promise<void>((resolve) => (held = resolve));
    // One connection holds the locked schema's migration lock, as a server migrating it would.
    const holding = holder.db.connection().execute(async (connection) => {
      await sql`select pg_advisory_lock(${migrationLockKey(locked)})`.execute(connection);
      held();
      await released;
      await sql`select pg_advisory_unlock(${migrationLockKey(locked)})`.execute(connection);
    });
    try {
      await isHeld;
      // Another schema opens and migrates meanwhile.
      const otherHandle = await openDatabase({ url: DATABASE_URL, schema: other });
      await dropped(otherHandle, other);

      // The locked schema's opening waits on the lock, until it is let go.
      let lockedOpened = false;
      const opening = openDatabase({ url: DATABASE_URL, schema: locked }).then((handle) => {
        lockedOpened = true;
        return handle;
      });
      await vi.waitFor(
        async () => {
          const { rows } = await sql<{ waiting: string }>`
            select count(*) as waiting from pg_locks where locktype = 'advisory' and not granted`.execute(holder.db);
          expect(Number(rows[0]?.waiting)).toBeGreaterThan(0);
        },
        { timeout: 20_000, interval: 50 },
      );
      expect(lockedOpened).toBe(false);
      release();
      await dropped(await opening, locked);
    } finally {
      release();
      await holding;
      await holder.close();
    }
  }, 60_000);
});
