/**
 * How long a write waits for SQLite's write lock. The one connection runs on the event loop, so
 * while a write waits for a lock another process holds, no request at all is answered, reads
 * included. A write waits up to LOCK_WAIT_MS while the lock is free or held for a moment (another
 * process's commit). Once a write has been refused the lock (SQLITE_BUSY: waited that long in vain,
 * or refused at once where waiting could deadlock), the lock is taken to be held elsewhere: every
 * write after it waits only HELD_LOCK_WAIT_MS, and is answered 503 at once, until one gets the
 * lock again. Before, each of the server's own timers (jobs, SLA checks, the digest) waited out
 * the full 5 s in turn while the lock was held, and a person's write waited behind them all: over
 * a minute on a loaded machine.
 */
import type SQLite from 'better-sqlite3';
import type { SqliteStatement } from 'kysely';
import { isSqliteBusy } from './db-errors.js';

export const LOCK_WAIT_MS = 5_000;
export const HELD_LOCK_WAIT_MS = 50;

/** Sets the connection's lock wait, and answers how to run its statements under that rule. */
export function lockWaits(native: SQLite.Database): (statement: SQLite.Statement) => SqliteStatement {
  let held = false;
  const settle = (isHeld: boolean) => {
    if (held === isHeld) return;
    held = isHeld;
    native.pragma(`busy_timeout = ${isHeld ? HELD_LOCK_WAIT_MS : LOCK_WAIT_MS}`);
  };
  native.pragma(`busy_timeout = ${LOCK_WAIT_MS}`);

  return (statement) => {
    // A statement that writes and succeeds holds the lock: it is free again.
    const watched = <T>(run: () => T): T => {
      try {
        const result = run();
        if (held && !statement.readonly) settle(false);
        return result;
      } catch (error) {
        if (isSqliteBusy(error)) settle(true);
        throw error;
      }
    };
    return {
      reader: statement.reader,
      all: (parameters) => watched(() => statement.all(parameters)),
      run: (parameters) => watched(() => statement.run(parameters)),
      iterate: (parameters) => statement.iterate(parameters),
    };
  };
}
