/**
 * Start next's batches (services/claim-batch.ts) on both engines, with a claim step that writes
 * a setting row: claims queued together share one transaction, in arrival order; a claim that
 * throws inside a batch costs the others nothing, is answered its own error, and leaves nothing
 * of itself behind; "nothing left" is an answer, not an error.
 */
import { randomUUID } from 'node:crypto';
import type { Transaction } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../../src/server/db/database.js';
import type { Database } from '../../../src/server/db/schema.js';
import { claimBatcher } from '../../../src/server/services/claims/claim-batch.js';
import { openEngineDatabase } from '../../helpers/engine-database.js';
import { ENGINES } from '../../helpers/server.js';

describe.each(ENGINES)('start next batches on %s', (engine) => {
  let database: DatabaseHandle;

  beforeAll(async () => {
    database = await openEngineDatabase(engine);
  });
  afterAll(async () => database?.close());

  const written = async (prefix: string) =>
    (
      await database.db.selectFrom('setting').select('id').where('id', 'like', `${prefix}%`).orderBy('id').execute()
    ).map((row) => row.id);

  /** A claim step that writes `<prefix><name>`, and throws after writing for the name "boom". */
  function recordingStep(prefix: string) {
    const calls: { name: string; trx: Transaction<Database> }[] = [];
    const one = async (trx: Transaction<Database>, name: string) => {
      calls.push({ name, trx });
      if (name === 'none') return undefined;
      await trx
        .insertInto('setting')
        .values({ id: `${prefix}${name}`, value: '1', updated_at: new Date().toISOString() })
        .execute();
      if (name === 'boom') throw new Error('boom failed');
      return `${name} done`;
    };
    // The batch's step: each claim in turn, as start next's claims are written.
    const step = async (trx: Transaction<Database>, names: string[]) => {
      const results: (string | undefined)[] = [];
      for (const name of names) results.push(await one(trx, name));
      return results;
    };
    return { calls, step };
  }

  it('writes the claims queued together in one transaction, in the order they came', async () => {
    const prefix = `batch-${randomUUID()}-`;
    const { calls, step } = recordingStep(prefix);
    const claim = claimBatcher(database.db, step);
    const names = ['a', 'b', 'c', 'd', 'e'];
    const results = await Promise.all(names.map((name) => claim(name)));
    expect(results).toEqual(names.map((name) => `${name} done`));
    expect(calls.map((call) => call.name)).toEqual(names);
    expect(new Set(calls.map((call) => call.trx)).size).toBe(1);
    expect(await written(prefix)).toEqual(names.map((name) => `${prefix}${name}`));
  });

  it('answers a failing claim its own error and writes the rest of its batch once each', async () => {
    const prefix = `batch-${randomUUID()}-`;
    const { calls, step } = recordingStep(prefix);
    const claim = claimBatcher(database.db, step);
    const outcomes = await Promise.allSettled(['a', 'boom', 'c', 'none'].map((name) => claim(name)));
    expect(outcomes).toEqual([
      { status: 'fulfilled', value: 'a done' },
      { status: 'rejected', reason: new Error('boom failed') },
      { status: 'fulfilled', value: 'c done' },
      { status: 'fulfilled', value: undefined },
    ]);
    // The batch ran up to the failure and was rolled back; then each claim ran alone.
    expect(calls.map((call) => call.name)).toEqual(['a', 'boom', 'a', 'boom', 'c', 'none']);
    expect(await written(prefix)).toEqual([`${prefix}a`, `${prefix}c`]);
  });

  it('starts a second batch for the claims that come while the first is written', async () => {
    const prefix = `batch-${randomUUID()}-`;
    const { calls, step } = recordingStep(prefix);
    const claim = claimBatcher(database.db, step);
    const first = [claim('a'), claim('b')];
    // Queued once the first batch has begun: they wait for the next one.
    await new Promise((resolve) => setImmediate(resolve));
    const second = [claim('c'), claim('d')];
    expect(await Promise.all([...first, ...second])).toEqual(['a done', 'b done', 'c done', 'd done']);
    const [a, b, c, d] = calls.map((call) => call.trx);
    expect(a).toBe(b);
    expect(c).toBe(d);
    expect(c).not.toBe(a);
    expect(await written(prefix)).toHaveLength(4);
  });
});
