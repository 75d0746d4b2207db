/**
 * GET /api/reports/queue on both engines: the DBS supervisor's arrivals, completions, reopened
 * documents and backlog per day, only for the tenants their team works (A, never B).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { QueueReport } from '../../../src/common/schemas/reports.js';
import { ENGINES } from '../../helpers/server.js';
import { countBy, type SeedDoc } from './fixture.js';
import { startReportsWorld, type ReportsWorld } from './setup.js';

const FROM = '2025-03-01';
const TO = '2025-03-10';
const URL = `/api/reports/queue?from=${FROM}&to=${TO}`;

function check(body: QueueReport, docs: SeedDoc[]) {
  const day = (at: string) => at.slice(0, 10);
  const arrivals = countBy(docs, (doc) => day(doc.createdAt));
  const events = docs.flatMap((doc) => doc.events);
  const approvals = countBy(
    events.filter((e) => e.action === 'approve'),
    (e) => day(e.at),
  );
  const disputes = countBy(
    events.filter((e) => e.action === 'dispute'),
    (e) => day(e.at),
  );
  const start = `${FROM}T00:00:00.000Z`;
  let backlog =
    docs.filter((doc) => doc.createdAt < start).length +
    events.filter((e) => e.action === 'dispute' && e.at < start).length -
    events.filter((e) => e.action === 'approve' && e.at < start).length;
  expect(body.days).toHaveLength(10);
  for (const row of body.days) {
    expect(row.arrivals).toBe(arrivals.get(row.day) ?? 0);
    expect(row.completions).toBe(approvals.get(row.day) ?? 0);
    expect(row.reopened).toBe(disputes.get(row.day) ?? 0);
    backlog += row.arrivals + row.reopened - row.completions;
    expect(row.backlog).toBe(backlog);
  }
}

describe.each(ENGINES)('queue over time on %s', (engine) => {
  let w: ReportsWorld;
  beforeAll(async () => {
    w = await startReportsWorld(engine);
  });
  afterAll(async () => w?.server.close());

  it("gives the DBS supervisor the queue of their team's tenants only", async () => {
    const { status, body } = await w.as(w.world.users.dbs.token)('GET', URL);
    expect(status).toBe(200);
    check(body, w.docsA);
    expect(body.days.reduce((sum: number, row: { arrivals: number }) => sum + row.arrivals, 0)).toBeGreaterThan(5);
  });

  it('refuses client roles', async () => {
    const { status } = await w.as(w.world.users.hqA.token)('GET', URL);
    expect(status).toBe(403);
  });
});
