/**
 * The live bus itself (live/bus.ts): an event published through a transaction reaches a
 * subscriber once the transaction commits, and never when it rolls back; on PostgreSQL an event
 * too large for NOTIFY travels through live_event_spill and arrives whole. Several events of one
 * write (publishAll) arrive each once, in order (a large one fetched from its spill row may come
 * later), the large one whole.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../../src/server/db/database.js';
import {
  deleteOldSpills,
  NOTIFY_LIMIT,
  openLiveBus,
  publish,
  publishAll,
  type LiveBus,
} from '../../../src/server/live/bus.js';
import { DATABASE_URL } from '../../helpers/env.js';
import { openEngineDatabase } from '../../helpers/engine-database.js';
import { ENGINES } from '../../helpers/server.js';
import { waitFor } from '../../helpers/wait-for.js';

const log = { error: () => {} };

describe.each(ENGINES)('the live bus on %s', (engine) => {
  let database: DatabaseHandle;
  let bus: LiveBus;

  beforeAll(async () => {
    database = await openEngineDatabase(engine);
    bus = await openLiveBus({ db: database.db, engine, databaseUrl: DATABASE_URL, log });
  });
  afterAll(async () => {
    await bus?.close();
    await database?.close();
  });

  // SQLite announces on the next turn, whatever the transaction then does (a subscriber refetches
  // and finds nothing changed); PostgreSQL's NOTIFY goes out only on commit.
  it('delivers a committed event, and on PostgreSQL nothing of a rolled back one', async () => {
    const topic = `test-${randomUUID()}`;
    const seen: unknown[] = [];
    const stop = bus.subscribe(topic, (payload) => seen.push(payload));
    await database.db
      .transaction()
      .execute(async (trx) => {
        await publish(trx, topic, { n: 'rolled back' });
        throw new Error('roll back');
      })
      .catch(() => undefined);
    await database.db.transaction().execute((trx) => publish(trx, topic, { n: 'committed' }));
    await waitFor(() => seen.length > 0, { timeout: 5_000, interval: 20, message: 'the committed event' });
    // A marker published after both: once it is in, the rolled back event would have been too.
    await publish(database.db, topic, { n: 'marker' });
    await waitFor(() => seen.length >= (engine === 'postgres' ? 2 : 3), {
      timeout: 5_000,
      interval: 20,
      message: 'the marker',
    });
    const expected = [{ n: 'committed' }, { n: 'marker' }];
    stop();
    expect(seen).toEqual(engine === 'postgres' ? expected : [{ n: 'rolled back' }, ...expected]);
  });

  it('carries an event larger than NOTIFY allows', async () => {
    const topic = `test-${randomUUID()}`;
    const big = { text: 'x'.repeat(NOTIFY_LIMIT * 3), id: randomUUID() };
    const seen: unknown[] = [];
    const stop = bus.subscribe(topic, (payload) => seen.push(payload));
    await database.db.transaction().execute((trx) => publish(trx, topic, big));
    await waitFor(() => seen.length > 0, { timeout: 5_000, interval: 20, message: 'the large event' });
    stop();
    expect(seen).toEqual([big]);
    if (engine === 'postgres') {
      // Kept for an hour for the other servers, then cleaned up.
      expect(await deleteOldSpills(database.db)).toBe(0);
      expect(await deleteOldSpills(database.db, Date.now() + 2 * 3_600_000)).toBe(1);
    }
  });

  it('delivers several events of one write, each once and in order, and a large one among them whole', async () => {
    const topic = `test-${randomUUID()}`;
    const other = `test-${randomUUID()}`;
    const big = { text: 'y'.repeat(NOTIFY_LIMIT * 2) };
    const seen: unknown[] = [];
    const stops = [
      bus.subscribe(topic, (payload) => seen.push(payload)),
      bus.subscribe(other, (payload) => seen.push({ other: payload })),
    ];
    await database.db.transaction().execute((trx) =>
      publishAll(trx, [
        { topic, payload: { n: 1 } },
        { topic: other, payload: { n: 2 } },
        { topic, payload: big },
        { topic, payload: { n: 3 } },
      ]),
    );
    await waitFor(() => seen.length >= 4, { timeout: 5_000, interval: 20, message: 'the four events' });
    for (const stop of stops) stop();
    // The large one is read back from its spill row on PostgreSQL, so it may come last there.
    expect(seen.filter((event) => !('text' in (event as object)))).toEqual([{ n: 1 }, { other: { n: 2 } }, { n: 3 }]);
    expect(seen.filter((event) => 'text' in (event as object))).toEqual([big]);
  });
});
