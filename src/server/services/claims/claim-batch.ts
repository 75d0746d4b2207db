/**
 * Start next's claims, committed together. Claimed one by one, each claim costs its own
 * statements, round trips and commit (the WAL's fsync); on SQLite, with one writer, every claim
 * waits for the one before it anyway. So the claims that arrive while a batch is being written
 * wait for the next batch, whose step picks and writes them all in one transaction, in arrival
 * order, and commits once. Each caller is answered only after that commit: nothing is
 * acknowledged that a power cut could take back.
 *
 * A claim that throws inside a batch may have written part of itself, so the batch is rolled
 * back whole and each of its claims is then run alone, in its own transaction, where its own
 * error reaches only its own caller.
 */
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema.js';

/**
 * The claims of one batch inside its transaction: each one's result in their order, or
 * undefined where nothing is left for it.
 */
export type ClaimStep<P, R> = (trx: Transaction<Database>, claimants: P[]) => Promise<(R | undefined)[]>;

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
      const [result] = await db.transaction().execute((trx) => step(trx, [entry.claimant]));
      entry.resolve(result);
    } catch (error) {
      entry.reject(error);
    }
  };

  const write = async (batch: Waiting<P, R>[]) => {
    let results: (R | undefined)[];
    try {
      results = await db.transaction().execute((trx) =>
        step(
          trx,
          batch.map((entry) => entry.claimant),
        ),
      );
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
