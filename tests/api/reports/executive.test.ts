/**
 * GET /api/reports/executive on both engines: months, SLA compliance, dispute reasons and the
 * trend against the previous period, computed here from the seeded steps; scope with tenant B.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ExecutiveReport } from '../../../src/common/schemas/reports.js';
import { ENGINES } from '../../helpers/server.js';
import { countBy, localDay, localRange, type SeedDoc } from './fixture.js';
import { A_OFFSET, startReportsWorld, type ReportsWorld } from './setup.js';

const FROM = '2025-02-25';
const TO = '2025-03-06';
const URL = `/api/reports/executive?from=${FROM}&to=${TO}`;

function check(body: ExecutiveReport, docs: SeedDoc[], offset: number) {
  const range = localRange(FROM, TO, offset);
  const month = (at: string) => localDay(at, offset).slice(0, 7);
  const events = (action: string) =>
    docs.flatMap((doc) =>
      doc.events.filter((e) => e.action === action && range.has(e.at)).map((event) => ({ doc, event })),
    );
  const created = countBy(
    docs.filter((doc) => range.has(doc.createdAt)),
    (doc) => month(doc.createdAt),
  );
  const archived = countBy(events('accept'), ({ event }) => month(event.at));
  const approvals = events('approve');
  const onTime = countBy(
    approvals.filter(({ doc, event }) => event.at <= doc.dueAt),
    ({ event }) => month(event.at),
  );
  const late = countBy(
    approvals.filter(({ doc, event }) => event.at > doc.dueAt),
    ({ event }) => month(event.at),
  );
  expect(body.months.map((row) => row.month)).toEqual(['2025-02', '2025-03']);
  for (const row of body.months) {
    expect(row.documents).toBe(created.get(row.month) ?? 0);
    expect(row.archived).toBe(archived.get(row.month) ?? 0);
  }
  // Amounts per month and currency, never added across currencies; zero where a month has none.
  const amounts = new Map<string, number>();
  for (const doc of docs.filter((d) => range.has(d.createdAt)))
    for (const item of doc.items) {
      const key = `${month(doc.createdAt)}|${item.currency}`;
      amounts.set(key, (amounts.get(key) ?? 0) + item.amount);
    }
  const currencies = [...new Set([...amounts.keys()].map((key) => key.split('|')[1]!))].sort();
  expect(currencies.length).toBeGreaterThan(1);
  expect(body.amountsByMonth).toEqual(
    ['2025-02', '2025-03'].flatMap((key) =>
      currencies.map((currency) => ({ month: key, currency, amountCents: amounts.get(`${key}|${currency}`) ?? 0 })),
    ),
  );
  const breached = countBy(events('sla-breach'), ({ event }) => month(event.at));
  for (const row of body.sla) {
    expect(row.onTime).toBe(onTime.get(row.month) ?? 0);
    expect(row.late).toBe(late.get(row.month) ?? 0);
    expect(row.breached).toBe(breached.get(row.month) ?? 0);
  }
  const disputes = events('dispute');
  expect(body.disputes.total).toBe(disputes.length);
  // By reason code, not by the free-text comment beside it.
  const reasons = countBy(disputes, ({ event }) => event.reasonCode ?? '');
  expect(body.disputes.reasons).toHaveLength(reasons.size);
  for (const row of body.disputes.reasons) expect(row.n).toBe(reasons.get(row.reason));
  const previous = localRange('2025-02-15', '2025-02-24', offset);
  expect(body.trend).toHaveLength(10);
  expect(body.trend.reduce((sum, row) => sum + row.current, 0)).toBe(docs.filter((d) => range.has(d.createdAt)).length);
  expect(body.trend.reduce((sum, row) => sum + row.previous, 0)).toBe(
    docs.filter((d) => previous.has(d.createdAt)).length,
  );
  const perDay = countBy(docs, (doc) => localDay(doc.createdAt, offset));
  for (const row of body.trend) {
    expect(row.current).toBe(perDay.get(row.day) ?? 0);
    expect(row.previous).toBe(perDay.get(row.previousDay) ?? 0);
  }
  return { approvals, disputes };
}

describe.each(ENGINES)('executive summary on %s', (engine) => {
  let w: ReportsWorld;
  beforeAll(async () => {
    w = await startReportsWorld(engine);
  });
  afterAll(async () => w?.server.close());

  it("summarises tenant A's months, SLA and disputes", async () => {
    const { status, body } = await w.as(w.world.users.hqA.token)('GET', URL);
    expect(status).toBe(200);
    const { approvals, disputes } = check(body, w.docsA, A_OFFSET);
    expect(approvals.length).toBeGreaterThan(2);
    expect(disputes.length).toBeGreaterThan(0);
    expect(body.sla.some((row: { late: number }) => row.late > 0)).toBe(true);
    expect(body.sla.some((row: { onTime: number }) => row.onTime > 0)).toBe(true);
  });

  it("gives client HQ B only B's summary", async () => {
    const { status, body } = await w.as(w.world.users.hqB.token)('GET', URL);
    expect(status).toBe(200);
    check(body, w.docsB, 0);
  });

  it('exports the dispute reasons as CSV, a leading + quoted', async () => {
    const { status, body } = await w.as(w.world.users.hqA.token)('GET', `${URL}&format=csv&table=disputeReasons`);
    expect(status).toBe(200);
    expect(String(body).split('\n')[0]).toBe('reason,n');
    expect(String(body)).not.toMatch(/^\+/m);
  });
});
