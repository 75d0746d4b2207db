/**
 * Start next's claims on SQLite, committed together. A claim's costliest step is its commit
 * (the WAL's fsync, about half a millisecond), and with one writer every claim waits for the
 * one before it anyway. So the claims that arrive while a batch is being written wait for the
 * next batch, which writes them all in one transaction, one after another in arrival order, and
 * commits once. Each caller is answered only after that commit: nothing is acknowledged that a
 * power cut could take back.
 *
 * A claim that throws inside a batch may have written part of itself, so the batch is rolled
 * back whole and each of its claims is then run alone, in its own transaction, where its own
 * error reaches only its own caller.
 */
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../db/schema.js';

/** One claim inside the batch's transaction: its result, or undefined when nothing is left. */
export type ClaimStep<P, R> = (trx: Transaction<Database>, claimant: P) => Promise<R | undefined>;

interface Waiting<P, R> {
  claimant: P;
  resolve: (result: R | undefined) => void;
  reject: (error: unknown) => void;
}

/** At most this many claims in one transaction, so one batch never holds the writer long. */
const MAX_BATCH = 32;

export function claimBatcher<P, R>(
  db: Kysely<Database>,
  step: ClaimStep<P, R>,
): (claimant: P) => Promise<R | undefined> {
  let queue: Waiting<P, R>[] = [];
  let writing = false;

  const alone = async (entry: Waiting<P, R>) => {
    try {
      entry.resolve(await db.transaction().execute((trx) => step(trx, entry.claimant)));
    } catch (error) {
      entry.reject(error);
    }
  };

  const write = async (batch: Waiting<P, R>[]) => {
    let results: (R | undefined)[];
    try {
      results = await db.transaction().execute(async (trx) => {
        const done: (R | undefined)[] = [];
        for (const entry of batch) done.push(await step(trx, entry.claimant));
        return done;
      });
    } catch {
      for (const entry of batch) await alone(entry);
      return;
    }
    for (const [index, entry] of batch.entries()) entry.resolve(results[index]);
  };

  const drain = async () => {
    while (queue.length > 0) {
      const batch = queue.slice(0, MAX_BATCH);
      queue = queue.slice(batch.length);
      await (batch.length === 1 ? alone(batch[0] as Waiting<P, R>) : write(batch));
    }
    writing = false;
  };

  return (claimant) =>
    new Promise((resolve, reject) => {
      queue.push({ claimant, resolve, reject });
      if (writing) return;
      // Not at once: SQLite answers synchronously, so a request runs from its first byte to
      // here without letting the server read the next. After this turn's other requests have
      // been read (and queued their claims), the batch starts with all of them.
      writing = true;
      setImmediate(() => void drain());
    });
}
