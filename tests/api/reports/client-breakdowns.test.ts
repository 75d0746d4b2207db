/**
 * GET /api/reports/client-breakdowns on both engines: by location, category and month (the
 * tenant's months) against sums computed here, amounts per currency (never added across
 * currencies), the scope with the second tenant, and CSV.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ClientBreakdownsReport } from '../../../src/common/schemas/reports.js';
import { ENGINES } from '../../helpers/server.js';
import { localDay, localRange, type SeedDoc } from './fixture.js';
import { A_OFFSET, startReportsWorld, type ReportsWorld } from './setup.js';

const FROM = '2025-02-21';
const TO = '2025-03-10';
const URL = `/api/reports/client-breakdowns?from=${FROM}&to=${TO}`;

function countBy(docs: SeedDoc[], key: (doc: SeedDoc) => string) {
  const out = new Map<string, number>();
  for (const doc of docs) out.set(key(doc), (out.get(key(doc)) ?? 0) + 1);
  return out;
}

/** Item amounts per `key|currency`: currencies are never added together. */
function amountsBy(docs: SeedDoc[], key: (doc: SeedDoc) => string) {
  const out = new Map<string, number>();
  for (const doc of docs)
    for (const item of doc.items) {
      const k = `${key(doc)}|${item.currency}`;
      out.set(k, (out.get(k) ?? 0) + item.amount);
    }
  return out;
}

function check(body: ClientBreakdownsReport, docs: SeedDoc[], offset: number) {
  const inRange = docs.filter((doc) => localRange(FROM, TO, offset).has(doc.createdAt));
  const byLocation = countBy(inRange, (doc) => doc.location);
  expect(body.byLocation).toHaveLength(byLocation.size);
  for (const row of body.byLocation) expect(row.documents).toBe(byLocation.get(row.locationId));
  const locationAmounts = amountsBy(inRange, (doc) => doc.location);
  expect(body.amountsByLocation).toHaveLength(locationAmounts.size);
  for (const row of body.amountsByLocation)
    expect(row.amountCents).toBe(locationAmounts.get(`${row.locationId}|${row.currency}`));
  const month = (doc: SeedDoc) => localDay(doc.createdAt, offset).slice(0, 7);
  const byMonth = countBy(inRange, month);
  expect(body.byMonth.map((row) => row.month)).toEqual(['2025-02', '2025-03']);
  for (const row of body.byMonth) expect(row.documents).toBe(byMonth.get(row.month) ?? 0);
  // Every month × every currency seen, zero where a month has none of it.
  const monthAmounts = amountsBy(inRange, month);
  const currencies = [...new Set(inRange.flatMap((doc) => doc.items.map((item) => item.currency)))].sort();
  expect(body.amountsByMonth).toEqual(
    ['2025-02', '2025-03'].flatMap((key) =>
      currencies.map((currency) => ({
        month: key,
        currency,
        amountCents: monthAmounts.get(`${key}|${currency}`) ?? 0,
      })),
    ),
  );
  const items = inRange.flatMap((doc) => doc.items);
  const categories = new Set(items.map((item) => `${item.category}|${item.currency}`));
  expect(body.byCategory).toHaveLength(categories.size);
  for (const row of body.byCategory) {
    const mine = items.filter((item) => item.category === row.category && item.currency === row.currency);
    expect(row).toEqual({
      category: row.category,
      currency: row.currency,
      items: mine.length,
      amountCents: mine.reduce((s, i) => s + i.amount, 0),
    });
  }
  return inRange;
}

describe.each(ENGINES)('client HQ breakdowns on %s', (engine) => {
  let w: ReportsWorld;
  beforeAll(async () => {
    w = await startReportsWorld(engine);
  });
  afterAll(async () => w?.server.close());

  it('breaks tenant A down by location, category and month', async () => {
    const { status, body } = await w.as(w.world.users.hqA.token)('GET', URL);
    expect(status).toBe(200);
    const inRange = check(body, w.docsA, A_OFFSET);
    expect(inRange.length).toBeGreaterThan(10);
    expect(body.byLocation.length).toBe(2);
    expect(new Set(body.amountsByMonth.map((row: { currency: string }) => row.currency))).toEqual(
      new Set(['EUR', 'USD']),
    );
  });

  it("gives client HQ B only B's breakdowns", async () => {
    const { status, body } = await w.as(w.world.users.hqB.token)('GET', URL);
    expect(status).toBe(200);
    check(body, w.docsB, 0);
    const ids = new Set(body.byLocation.map((row: { locationId: string }) => row.locationId));
    expect(ids.has(w.world.A.location) || ids.has(w.world.A.otherLocation)).toBe(false);
  });

  it('exports the month table as CSV', async () => {
    const { status, body } = await w.as(w.world.users.hqA.token)('GET', `${URL}&format=csv&table=byMonth`);
    expect(status).toBe(200);
    const lines = String(body).trim().split('\n');
    expect(lines[0]).toBe('month,documents');
    expect(lines.slice(1).map((line) => line.split(',')[0])).toEqual(['2025-02', '2025-03']);
    const amounts = await w.as(w.world.users.hqA.token)('GET', `${URL}&format=csv&table=amountsByMonth`);
    const amountLines = String(amounts.body).trim().split('\n');
    expect(amountLines[0]).toBe('month,currency,amountCents');
    expect(amountLines.slice(1).map((line) => line.split(',').slice(0, 2).join(','))).toEqual([
      '2025-02,EUR',
      '2025-02,USD',
      '2025-03,EUR',
      '2025-03,USD',
    ]);
  });
});
