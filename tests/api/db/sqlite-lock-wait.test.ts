/**
 * SQLite's lock wait, on a real file with a second connection holding the write lock: the first
 * write waits the full LOCK_WAIT_MS and is refused, every write after it is refused within
 * HELD_LOCK_WAIT_MS (the event loop is not held for seconds at a time), and once the lock is let
 * go a write succeeds and the full wait is back.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { afterAll, expect, it } from 'vitest';
import { HELD_LOCK_WAIT_MS, LOCK_WAIT_MS, lockWaits } from '../../../src/server/db/sqlite-lock-wait.js';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'dbbs-lock-wait-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

it('waits in full once, then briefly while the lock is held elsewhere, and in full again once it is free', () => {
  const file = path.join(dir, 'locked.sqlite');
  const ours = new SQLite(file);
  ours.pragma('journal_mode = WAL');
  ours.exec('create table t (n integer)');
  const watch = lockWaits(ours);
  const insert = watch(ours.prepare('insert into t (n) values (?)'));
  const count = watch(ours.prepare('select count(*) as n from t'));
  const other = new SQLite(file);
  other.exec('BEGIN IMMEDIATE');
  const timed = (write: () => unknown) => {
    const began = performance.now();
    let code = '';
    try {
      write();
    } catch (error) {
      code = String((error as { code?: unknown }).code);
    }
    return { code, ms: performance.now() - began };
  };
  try {
    const first = timed(() => insert.run([1]));
    expect(first.code).toBe('SQLITE_BUSY');
    expect(first.ms).toBeGreaterThanOrEqual(LOCK_WAIT_MS - 50);
    for (let i = 0; i < 3; i += 1) {
      const next = timed(() => insert.run([2]));
      expect(next.code).toBe('SQLITE_BUSY');
      expect(next.ms).toBeLessThan(HELD_LOCK_WAIT_MS + 1_000);
    }
    // Reads go on meanwhile (WAL), and do not count as getting the lock.
    expect(count.all([])).toEqual([{ n: 0 }]);
    expect(ours.pragma('busy_timeout', { simple: true })).toBe(HELD_LOCK_WAIT_MS);
    other.exec('COMMIT');
    expect(insert.run([3]).changes).toBe(1);
    expect(ours.pragma('busy_timeout', { simple: true })).toBe(LOCK_WAIT_MS);
    expect(count.all([])).toEqual([{ n: 1 }]);
  } finally {
    other.close();
    ours.close();
  }
}, 30_000);
