/**
 * GET /api/reports/client-hq on both engines: every figure against counts computed here from
 * the seeded records, the tenant's days (UTC+2 for A), the scope (client HQ B never sees A's
 * figures; an administrator picks a tenant or all of them) and the time-zone edge.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ClientHqReport } from '../../../src/common/schemas/reports.js';
import { ENGINES } from '../../helpers/server.js';
import { countBy, HOUR, localDay, localRange, type SeedDoc } from './fixture.js';
import { A_OFFSET, EDGE, startReportsWorld, withoutTime, type ReportsWorld } from './setup.js';

const FROM = '2025-03-02';
const TO = '2025-03-08';
const URL = `/api/reports/client-hq?from=${FROM}&to=${TO}`;

function bucketOf(hours: number) {
  return hours < 24 ? 'lt1d' : hours < 48 ? 'd1to2' : hours < 120 ? 'd2to5' : hours < 240 ? 'd5to10' : 'gt10d';
}

/** What the report must say for these documents, days at this offset. */
function expected(docs: SeedDoc[], offset: number) {
  const range = localRange(FROM, TO, offset);
  const previous = localRange('2025-02-23', '2025-03-01', offset);
  const inRange = docs.filter((doc) => range.has(doc.createdAt));
  const events = (action: string, has: (at: string) => boolean) =>
    docs.flatMap((doc) =>
      doc.events.filter((event) => event.action === action && has(event.at)).map((event) => ({ doc, event })),
    );
  // Per currency: a euro and a dollar never add up.
  const amounts = (list: SeedDoc[]) => {
    const sums = new Map<string, number>();
    for (const item of list.flatMap((doc) => doc.items))
      sums.set(item.currency, (sums.get(item.currency) ?? 0) + item.amount);
    return sums;
  };
  const current = amounts(inRange);
  const before = amounts(docs.filter((doc) => previous.has(doc.createdAt)));
  const categories = new Map<string, { category: string; currency: string; items: number; amountCents: number }>();
  for (const item of inRange.flatMap((doc) => doc.items)) {
    const key = `${item.category}|${item.currency}`;
    const entry = categories.get(key) ?? { category: item.category, currency: item.currency, items: 0, amountCents: 0 };
    entry.items += 1;
    entry.amountCents += item.amount;
    categories.set(key, entry);
  }
  return {
    uploads: { current: inRange.length, previous: docs.filter((doc) => previous.has(doc.createdAt)).length },
    archived: { current: events('accept', range.has).length, previous: events('accept', previous.has).length },
    disputes: { current: events('dispute', range.has).length, previous: events('dispute', previous.has).length },
    amounts: [...new Set([...current.keys(), ...before.keys()])].sort().map((currency) => ({
      currency,
      current: current.get(currency) ?? 0,
      previous: before.get(currency) ?? 0,
    })),
    perDay: countBy(inRange, (doc) => localDay(doc.createdAt, offset)),
    byStatus: countBy(inRange, (doc) => doc.status),
    turnaround: countBy(events('accept', range.has), ({ doc, event }) =>
      bucketOf((Date.parse(event.at) - Date.parse(doc.createdAt)) / HOUR),
    ),
    categories,
  };
}

describe.each(ENGINES)('client HQ report on %s', (engine) => {
  let w: ReportsWorld;
  beforeAll(async () => {
    w = await startReportsWorld(engine);
  });
  afterAll(async () => w?.server.close());

  const check = (body: ClientHqReport, want: ReturnType<typeof expected>) => {
    expect(body.figures).toEqual({
      uploads: want.uploads,
      archived: want.archived,
      disputes: want.disputes,
      amounts: want.amounts,
    });
    expect(body.uploadsPerDay).toHaveLength(7);
    for (const point of body.uploadsPerDay) expect(point.n).toBe(want.perDay.get(point.day) ?? 0);
    for (const row of body.byStatus) expect(row.n).toBe(want.byStatus.get(row.status) ?? 0);
    for (const row of body.turnaround) expect(row.n).toBe(want.turnaround.get(row.bucket) ?? 0);
    expect(body.topCategories).toEqual(
      [...want.categories.values()]
        .sort(
          (a, b) =>
            b.amountCents - a.amountCents ||
            a.category.localeCompare(b.category) ||
            a.currency.localeCompare(b.currency),
        )
        .slice(0, 10),
    );
  };

  it("gives client HQ A its tenant's figures, in its own days, against the previous period", async () => {
    const { status, body } = await w.as(w.world.users.hqA.token)('GET', URL);
    expect(status).toBe(200);
    expect(body).toMatchObject({ timeZone: 'Africa/Johannesburg', utcDays: false, tenant: w.world.A.tenant });
    expect(body.previous).toEqual({ from: '2025-02-23', to: '2025-03-01' });
    const want = expected(w.docsA, A_OFFSET);
    expect(want.uploads.current).toBeGreaterThan(5);
    expect(want.archived.current).toBeGreaterThan(0);
    expect(want.disputes.current).toBeGreaterThan(0);
    expect(want.categories.size).toBeGreaterThan(2);
    // Both currencies are there, each summed on its own.
    expect(want.amounts.map((amount) => amount.currency)).toEqual(['EUR', 'USD']);
    expect(want.turnaround.size).toBeGreaterThan(1);
    check(body, want);
  });

  it('counts a document uploaded at 23:30 UTC on the next day for a UTC+2 tenant, the same day for a UTC one', async () => {
    const a = await w.as(w.world.users.hqA.token)('GET', URL);
    const b = await w.as(w.world.users.hqB.token)('GET', URL);
    const day = (body: ClientHqReport, key: string) => body.uploadsPerDay.find((point) => point.day === key)?.n;
    const aEdge = (key: string) => w.docsA.filter((doc) => localDay(doc.createdAt, 2) === key).length;
    const bEdge = (key: string) => w.docsB.filter((doc) => doc.createdAt.slice(0, 10) === key).length;
    expect(localDay(EDGE, 2)).toBe('2025-03-05');
    expect(day(a.body, '2025-03-05')).toBe(aEdge('2025-03-05'));
    expect(day(b.body, '2025-03-04')).toBe(bEdge('2025-03-04'));
    expect(w.docsB.some((doc) => doc.createdAt === EDGE)).toBe(true);
  });

  it("never shows client HQ B any of A's figures, not even in a total", async () => {
    const { status, body } = await w.as(w.world.users.hqB.token)('GET', URL);
    expect(status).toBe(200);
    expect(body.tenant).toBe(w.world.B.tenant);
    check(body, expected(w.docsB, 0));
    const other = await w.as(w.world.users.hqB.token)('GET', `${URL}&tenant=${w.world.A.tenant}`);
    expect(other.status).toBe(404);
  });

  it('lets an administrator pick a tenant, or all tenants in UTC days', async () => {
    const admin = w.as(w.world.users.admin.token);
    const one = await admin('GET', `${URL}&tenant=${w.world.A.tenant}`);
    const hq = await w.as(w.world.users.hqA.token)('GET', URL);
    expect(withoutTime(one.body)).toEqual(withoutTime(hq.body));
    const all = await admin('GET', URL);
    expect(all.body).toMatchObject({ utcDays: true, timeZone: 'UTC', tenant: null });
    check(all.body, expected([...w.docsA, ...w.docsB], 0));
  });

  it('exports a table as CSV, formulas quoted as text', async () => {
    const { status, body, headers } = await w.as(w.world.users.hqA.token)(
      'GET',
      `${URL}&format=csv&table=topCategories`,
    );
    expect(status).toBe(200);
    expect(headers.get('content-type')).toContain('text/csv');
    const lines = String(body).trim().split('\n');
    expect(lines[0]).toBe('category,currency,items,amountCents');
    expect(lines).toHaveLength(expected(w.docsA, A_OFFSET).categories.size + 1);
    expect(lines.some((line) => line.startsWith("'=cmd|calc,"))).toBe(true);
    expect(lines.some((line) => line.startsWith('=cmd'))).toBe(false);
  });

  it('refuses roles without the report', async () => {
    for (const account of ['dbo', 'upA', 'supA'] as const) {
      const { status } = await w.as(w.world.users[account].token)('GET', URL);
      expect(status).toBe(403);
    }
  });
});
