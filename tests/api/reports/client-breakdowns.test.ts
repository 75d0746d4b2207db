/**
 * GET /api/reports/client-breakdowns on both engines: by location, category and month (the
 * tenant's months) against sums computed here, the scope with the second tenant, and CSV.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ClientBreakdownsReport } from '../../../src/common/schemas/reports.js';
import { ENGINES } from '../../helpers/server.js';
import { localDay, localRange, type SeedDoc } from './fixture.js';
import { A_OFFSET, startReportsWorld, type ReportsWorld } from './setup.js';

const FROM = '2025-02-21';
const TO = '2025-03-10';
const URL = `/api/reports/client-breakdowns?from=${FROM}&to=${TO}`;

const total = (doc: SeedDoc) => doc.items.reduce((sum, item) => sum + item.amount, 0);
function sumBy(docs: SeedDoc[], key: (doc: SeedDoc) => string) {
  const out = new Map<string, { documents: number; amountCents: number }>();
  for (const doc of docs) {
    const entry = out.get(key(doc)) ?? { documents: 0, amountCents: 0 };
    entry.documents += 1;
    entry.amountCents += total(doc);
    out.set(key(doc), entry);
  }
  return out;
}

function check(body: ClientBreakdownsReport, docs: SeedDoc[], offset: number) {
  const inRange = docs.filter((doc) => localRange(FROM, TO, offset).has(doc.createdAt));
  const byLocation = sumBy(inRange, (doc) => doc.location);
  expect(body.byLocation).toHaveLength(byLocation.size);
  for (const row of body.byLocation)
    expect(byLocation.get(row.locationId)).toEqual({ documents: row.documents, amountCents: row.amountCents });
  const byMonth = sumBy(inRange, (doc) => localDay(doc.createdAt, offset).slice(0, 7));
  expect(body.byMonth.map((row) => row.month)).toEqual(['2025-02', '2025-03']);
  for (const row of body.byMonth)
    expect(byMonth.get(row.month)).toEqual({ documents: row.documents, amountCents: row.amountCents });
  const items = inRange.flatMap((doc) => doc.items);
  const categories = new Set(items.map((item) => item.category));
  expect(body.byCategory).toHaveLength(categories.size);
  for (const row of body.byCategory) {
    const mine = items.filter((item) => item.category === row.category);
    expect(row).toEqual({
      category: row.category,
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
    expect(lines[0]).toBe('month,documents,amountCents');
    expect(lines.slice(1).map((line) => line.split(',')[0])).toEqual(['2025-02', '2025-03']);
  });
});
