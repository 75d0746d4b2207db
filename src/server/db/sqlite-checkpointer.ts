/**
 * SQLite's checkpoint, off the event loop. A checkpoint copies the write-ahead log into the
 * database file and syncs it. Left to SQLite, it runs inside the commit that passes the
 * threshold, on the one thread every request waits on: under load those commits took 160 to
 * 200 ms, the longest stalls after the opening (bench/LOAD.md). Here the requests' connection
 * never checkpoints; a worker thread with a connection of its own checkpoints every second
 * instead. Its checkpoints are passive: they copy what no reader still needs and never wait
 * for, or hold up, a writer. Should the worker stop, commits checkpoint again as before.
 */
import { createRequire } from 'node:module';
import { Worker } from 'node:worker_threads';
import type SQLite from 'better-sqlite3';

/** The threshold commits checkpoint at when no worker does it (pages of the write-ahead log). */
export const COMMIT_CHECKPOINT_PAGES = 10_000;
const EVERY_MS = 1_000;

// The worker's own code, as text: the server is bundled into one file for production, and a
// worker started from text needs no file of its own beside the bundle. SQLITE_BUSY (another
// checkpoint, or a writer resetting the log) only means "next time".
const WORKER_CODE = `
const { parentPort, workerData } = require('node:worker_threads');
const SQLite = require(workerData.module);
const db = new SQLite(workerData.file, { fileMustExist: true });
const timer = setInterval(() => {
  try {
    db.pragma('wal_checkpoint(PASSIVE)');
  } catch (error) {
    if (error.code !== 'SQLITE_BUSY' && error.code !== 'SQLITE_LOCKED') throw error;
  }
}, workerData.everyMs);
parentPort.once('message', () => {
  clearInterval(timer);
  db.close();
  parentPort.close();
});
`;

export interface Checkpointer {
  /** Stops the worker (its connection closed); the requests' connection may then close. */
  stop(): Promise<void>;
}

type Log = (details: object, message: string) => void;

export function checkpointOffTheLoop(
  native: SQLite.Database,
  file: string,
  log: Log,
  everyMs = EVERY_MS,
): Checkpointer {
  native.pragma('wal_autocheckpoint = 0');
  const worker = new Worker(WORKER_CODE, {
    eval: true,
    workerData: { file, everyMs, module: createRequire(import.meta.url).resolve('better-sqlite3') },
  });
  // The worker keeps no process alive: the server's own handles decide when it ends.
  worker.unref();
  let stopping = false;
  const exited = new Promise<void>((resolve) => worker.once('exit', () => resolve()));
  const fallBack = (details: object) => {
    if (stopping) return;
    stopping = true;
    log(details, 'the SQLite checkpoint worker stopped; commits checkpoint the log again');
    if (native.open) native.pragma(`wal_autocheckpoint = ${COMMIT_CHECKPOINT_PAGES}`);
  };
  worker.on('error', (err) => fallBack({ err }));
  worker.once('exit', (code) => fallBack({ code }));
  return {
    stop: async () => {
      if (!stopping) {
        stopping = true;
        worker.postMessage('stop');
      }
      // Bounded: a worker stuck in a long checkpoint is ended rather than waited for.
      const bound = setTimeout(() => void worker.terminate(), 5_000);
      await exited;
      clearTimeout(bound);
    },
  };
}
