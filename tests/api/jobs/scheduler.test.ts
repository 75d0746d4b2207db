/**
 * The scheduler (jobs/scheduler.ts) on both engines: a task runs once per slot of its period.
 * On PostgreSQL two schedulers (as two servers would have) share one schema and still run each
 * slot once between them; an offset moves the slots' start.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../../src/server/db/database.js';
import { createScheduler, slotJobId, type Scheduler } from '../../../src/server/jobs/scheduler.js';
import { openEngineDatabase } from '../../helpers/engine-database.js';
import { ENGINES } from '../../helpers/server.js';
import { waitFor } from '../../helpers/wait-for.js';

const quiet = { info: () => {}, debug: () => {}, error: () => {} };
const PERIOD = 1_000;

describe.each(ENGINES)('the scheduler on %s', (engine) => {
  let database: DatabaseHandle;
  const schedulers: Scheduler[] = [];

  beforeAll(async () => {
    database = await openEngineDatabase(engine);
  });
  afterAll(async () => {
    await Promise.all(schedulers.map((scheduler) => scheduler.stop()));
    await database?.close();
  });

  it('runs a task once per slot, across as many schedulers as servers', async () => {
    // SQLite is one server; PostgreSQL gets two, as two servers would.
    const count = engine === 'postgres' ? 2 : 1;
    const runs: { server: number; slot: number }[] = [];
    for (let server = 0; server < count; server += 1) {
      const scheduler = createScheduler(database.db, engine, quiet);
      scheduler.every('tick', PERIOD, async (slot) => {
        runs.push({ server, slot });
      });
      schedulers.push(scheduler);
    }
    await Promise.all(schedulers.map((scheduler) => scheduler.start()));
    await waitFor(() => new Set(runs.map((run) => run.slot)).size >= 4, {
      timeout: 30_000,
      interval: 50,
      message: 'runs in four slots',
    });
    await Promise.all(schedulers.map((scheduler) => scheduler.stop()));
    const perSlot = new Map<number, number>();
    for (const run of runs) perSlot.set(run.slot, (perSlot.get(run.slot) ?? 0) + 1);
    expect([...perSlot.values()].every((times) => times === 1)).toBe(true);
    expect(new Set(runs.map((run) => slotJobId('tick', run.slot))).size).toBe(perSlot.size);
  });

  it('starts slots at the offset', async () => {
    const slots: number[] = [];
    const scheduler = createScheduler(database.db, engine, quiet);
    // Slots of 2 s that begin at odd seconds: slot n covers [2n + 1, 2n + 3) seconds.
    scheduler.every('odd', 2_000, async (slot) => void slots.push(slot), { offsetMs: 1_000 });
    schedulers.push(scheduler);
    const startedAt = Date.now();
    await scheduler.start();
    await waitFor(() => slots.length > 0, { timeout: 30_000, interval: 50, message: 'a run' });
    await scheduler.stop();
    expect(slots[0]).toBeGreaterThanOrEqual(Math.floor((startedAt - 1_000) / 2_000));
    expect(slots[0]).toBeLessThanOrEqual(Math.floor((Date.now() - 1_000) / 2_000));
  });

  it('refuses a task registered twice, late, or with an offset outside its period', async () => {
    const scheduler = createScheduler(database.db, engine, quiet);
    scheduler.every('once', 60_000, async () => {});
    expect(() => scheduler.every('once', 60_000, async () => {})).toThrow(/twice/);
    expect(() => scheduler.every('bad-offset', 60_000, async () => {}, { offsetMs: 60_000 })).toThrow(/offset/);
    expect(() => scheduler.every('Not A Name', 60_000, async () => {})).toThrow(/name/);
    await scheduler.start();
    expect(() => scheduler.every('late', 60_000, async () => {})).toThrow(/after the scheduler started/);
    await scheduler.stop();
  });
});
