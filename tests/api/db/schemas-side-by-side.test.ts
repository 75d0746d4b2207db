/**
 * Test files open and drop PostgreSQL schemas of their own side by side on one server. Kysely's
 * migrator lists every schema's tables while others are being dropped; a schema opening at that
 * moment must still open (database.ts openDatabase).
 */
import { describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../../src/server/db/database.js';
import { openEngineDatabase } from '../../helpers/engine-database.js';

describe('PostgreSQL schemas opened while others are dropped', () => {
  it('opens every schema, whatever another drops meanwhile', async () => {
    let open: DatabaseHandle[] = [];
    let opened = 0;
    // Each round's four open while the last round's four are dropped. With one migration lock for
    // every schema, as Kysely had it, these openings waited for every other file's (over 120 s
    // once in a loaded CI run); per schema (schema-migration-lock.ts) they took 9 s under load.
    for (let round = 0; round < 4; round += 1) {
      const dropping = open.map((database) => database.close());
      const opening = Array.from({ length: 4 }, () => openEngineDatabase('postgres'));
      const [, next] = await Promise.all([Promise.all(dropping), Promise.all(opening)]);
      open = next;
      opened += next.length;
    }
    await Promise.all(open.map((database) => database.close()));
    expect(opened).toBe(16);
  }, 120_000);
});
