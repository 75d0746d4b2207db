/**
 * SQLite's checkpoint runs in a worker thread, not in a request's commit
 * (src/server/db/sqlite-checkpointer.ts): the requests' connection never checkpoints, yet what
 * is written reaches the database file; closing stops the worker; and a worker that cannot
 * start is told in the log and hands the checkpoint back to the commits.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { sql } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../../../src/server/db/database.js';
import { checkpointOffTheLoop, COMMIT_CHECKPOINT_PAGES } from '../../../src/server/db/sqlite-checkpointer.js';
import { waitFor } from '../../helpers/wait-for.js';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'dbbs-checkpoint-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

const autocheckpoint = async (handle: DatabaseHandle) =>
  (await sql<{ wal_autocheckpoint: number }>`pragma wal_autocheckpoint`.execute(handle.db)).rows[0]?.wal_autocheckpoint;

describe('the SQLite checkpoint, off the event loop', () => {
  it('copies what the requests wrote into the database file, though their connection never checkpoints', async () => {
    const file = path.join(dir, 'written.sqlite');
    const logged: string[] = [];
    const handle = await openDatabase({ sqliteFile: file, log: (_details, message) => logged.push(message) });
    try {
      expect(await autocheckpoint(handle)).toBe(0);
      const before = fs.statSync(file).size;
      // About 8 MB into the write-ahead log, in one commit.
      await sql`create table scratch (payload blob)`.execute(handle.db);
      await sql`with recursive n(i) as (select 1 union all select i + 1 from n where i < 2000)
        insert into scratch select randomblob(4096) from n`.execute(handle.db);
      const grown = await waitFor(() => fs.statSync(file).size >= before + 8_000_000 && fs.statSync(file).size, {
        timeout: 15_000,
        message: 'the database file to take the written pages',
      });
      expect(grown).toBeGreaterThan(before);
      expect(logged).toEqual([]);
    } finally {
      await handle.close();
    }
  });

  it('stops its worker on close, so the file is whole and can be opened alone', async () => {
    const file = path.join(dir, 'closed.sqlite');
    const handle = await openDatabase({ sqliteFile: file });
    await sql`create table kept (n integer)`.execute(handle.db);
    await sql`insert into kept values (42)`.execute(handle.db);
    await handle.close();
    // The last connection to close takes the log into the file and removes it.
    expect(fs.existsSync(`${file}-wal`)).toBe(false);
    const alone = new SQLite(file, { readonly: true });
    try {
      expect(alone.prepare('select n from kept').get()).toEqual({ n: 42 });
    } finally {
      alone.close();
    }
  });

  it('hands the checkpoint back to the commits, and says so, when its worker cannot run', async () => {
    const native = new SQLite(path.join(dir, 'main.sqlite'));
    native.pragma('journal_mode = WAL');
    const logged: string[] = [];
    // The worker's file does not exist: its connection fails as it starts.
    const checkpointer = checkpointOffTheLoop(native, path.join(dir, 'missing', 'none.sqlite'), (_details, message) =>
      logged.push(message),
    );
    try {
      await waitFor(() => logged.length > 0, { message: 'the log line of the stopped worker' });
      expect(logged[0]).toMatch(/checkpoint worker stopped/);
      expect(native.pragma('wal_autocheckpoint', { simple: true })).toBe(COMMIT_CHECKPOINT_PAGES);
    } finally {
      await checkpointer.stop();
      native.close();
    }
  });
});
