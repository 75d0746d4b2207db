/**
 * Items across documents on both engines: the filters (tenant, location, category, dates,
 * amount range, words), paging and sort, the totals per currency (checked against sums computed
 * here from the fixture), the streamed CSV of the whole filtered set with its formula guard,
 * the scope (never another tenant's items) and every refusal (400, 403).
 */
import { randomUUID } from 'node:crypto';
import { parse } from 'csv-parse/sync';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApiServer, type ApiServer } from '../../helpers/api-server.js';
import { ENGINES } from '../../helpers/server.js';
import { buildWorld, client, type Account, type World } from '../../helpers/world.js';
import { addDocument, addTenant } from '../documents/fixture.js';

interface Item {
  doc: 0 | 1;
  date: string;
  description: string;
  category: string;
  amount: number;
  tax: number;
  currency: string;
}

/** Two documents of a tenant of its own; amounts chosen so every filter keeps a different set. */
const ITEMS: Item[] = [
  { doc: 0, date: '2024-01-05', description: 'Paper', category: 'office', amount: 1250, tax: 250, currency: 'EUR' },
  {
    doc: 0,
    date: '2024-02-10',
    description: 'Taxi to airport',
    category: 'travel',
    amount: 4200,
    tax: 0,
    currency: 'EUR',
  },
  {
    doc: 0,
    date: '2024-03-15',
    description: '=HYPERLINK("http://x")',
    category: 'office',
    amount: 99,
    tax: 1,
    currency: 'EUR',
  },
  { doc: 1, date: '2024-02-20', description: '+cmd', category: 'travel', amount: 10000, tax: 2000, currency: 'USD' },
  { doc: 1, date: '2024-04-01', description: 'Refund', category: 'office', amount: -500, tax: -100, currency: 'USD' },
  { doc: 1, date: '2024-04-02', description: '@SUM(A1)', category: 'meals', amount: 3333, tax: 333, currency: 'USD' },
];

describe.each(ENGINES)('items across documents on %s', (engine) => {
  let server: ApiServer;
  let world: World;
  let tenant: { tenant: string; location: string };
  const as = (account: Account) => client(server.url, world.users[account].token);
  const get = async (path: string, account: Account = 'admin') => {
    const answer = await as(account)('GET', path);
    expect(answer.status).toBe(200);
    return answer;
  };
  const mine = (query: string) => `?tenantId=${tenant.tenant}${query}`;
  /** The fixture's totals per currency for the items a filter keeps, computed here. */
  const expectedTotals = (keep: (item: Item) => boolean) => {
    const totals = new Map<
      string,
      { currency: string; netCents: number; taxCents: number; grossCents: number; items: number }
    >();
    for (const item of ITEMS.filter(keep)) {
      const total = totals.get(item.currency) ?? {
        currency: item.currency,
        netCents: 0,
        taxCents: 0,
        grossCents: 0,
        items: 0,
      };
      total.netCents += item.amount;
      total.taxCents += item.tax;
      total.grossCents += item.amount + item.tax;
      total.items += 1;
      totals.set(item.currency, total);
    }
    return [...totals.values()].sort((a, b) => a.currency.localeCompare(b.currency));
  };

  beforeAll(async () => {
    server = await startApiServer(engine);
    world = await buildWorld(server.db);
    tenant = await addTenant(server.db, 'Across');
    const docs = [
      await addDocument(server.db, {
        tenantId: tenant.tenant,
        locationId: tenant.location,
        status: 'archived',
        title: 'Invoice one',
      }),
      await addDocument(server.db, {
        tenantId: tenant.tenant,
        locationId: tenant.location,
        status: 'approved',
        title: 'Invoice two',
      }),
    ];
    await server.db
      .insertInto('doc_item')
      .values(
        ITEMS.map((item, index) => ({
          id: randomUUID(),
          document_id: docs[item.doc] as string,
          tenant_id: tenant.tenant,
          location_id: tenant.location,
          item_date: item.date,
          description: item.description,
          category: item.category,
          amount_cents: item.amount,
          currency: item.currency,
          tax_cents: item.tax,
          created_at: new Date().toISOString(),
          position: index,
        })),
      )
      .execute();
  });
  afterAll(async () => server?.close());

  it('lists the rows with document, tenant and location, by date, with x-total-count', async () => {
    const answer = await get(`/api/doc-items/across${mine('')}`);
    expect(answer.headers.get('x-total-count')).toBe('6');
    expect(answer.body.map((r: { itemDate: string }) => r.itemDate)).toEqual([...ITEMS.map((i) => i.date)].sort());
    expect(answer.body[0]).toEqual({
      id: expect.any(String),
      documentId: expect.any(String),
      documentTitle: 'Invoice one',
      tenantName: expect.stringContaining(tenant.tenant),
      locationName: 'Across main',
      itemDate: '2024-01-05',
      description: 'Paper',
      category: 'office',
      amountCents: 1250,
      currency: 'EUR',
      taxCents: 250,
    });
    const paged = await get(`/api/doc-items/across${mine('&_start=1&_end=3&_sort=amountCents&_order=desc')}`);
    expect(paged.body.map((r: { amountCents: number }) => r.amountCents)).toEqual([4200, 3333]);
    expect(paged.headers.get('x-total-count')).toBe('6');
  });

  const FILTERS: [string, string, (item: Item) => boolean][] = [
    ['a category', '&category=office', (i) => i.category === 'office'],
    ['a date range', '&dateFrom=2024-02-10&dateTo=2024-04-01', (i) => i.date >= '2024-02-10' && i.date <= '2024-04-01'],
    ['an amount range', '&amountMin=0&amountMax=4200', (i) => i.amount >= 0 && i.amount <= 4200],
    ['words', '&q=taxi', (i) => i.description.toLowerCase().includes('taxi')],
    ['a location', `&locationId=LOCATION`, () => true],
    [
      'everything at once',
      '&category=travel&dateFrom=2024-02-15&amountMin=5000',
      (i) => i.category === 'travel' && i.date >= '2024-02-15' && i.amount >= 5000,
    ],
  ];

  it.each(FILTERS)(
    'filters by %s, and its totals per currency are the sums of the rows',
    async (_name, filter, keep) => {
      const query = mine(filter.replace('LOCATION', tenant.location));
      const rows = await get(`/api/doc-items/across${query}`);
      const kept = ITEMS.filter(keep);
      expect(rows.headers.get('x-total-count')).toBe(String(kept.length));
      expect(rows.body.map((r: { description: string }) => r.description).sort()).toEqual(
        kept.map((i) => i.description).sort(),
      );
      const totals = await get(`/api/doc-items/across/totals${query}`);
      expect(totals.body).toEqual(expectedTotals(keep));
    },
  );

  it('totals per currency across the whole tenant', async () => {
    const totals = await get(`/api/doc-items/across/totals${mine('')}`);
    expect(totals.body).toEqual([
      { currency: 'EUR', netCents: 1250 + 4200 + 99, taxCents: 250 + 0 + 1, grossCents: 5549 + 251, items: 3 },
      { currency: 'USD', netCents: 10000 - 500 + 3333, taxCents: 2000 - 100 + 333, grossCents: 12833 + 2233, items: 3 },
    ]);
  });

  it('streams the whole filtered set as CSV, quoting cells that would run as formulas', async () => {
    const answer = await as('admin')('GET', `/api/doc-items/across.csv${mine('')}`);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toContain('text/csv');
    expect(answer.headers.get('content-disposition')).toMatch(/^attachment; filename="items-/);
    const records = parse(answer.body as string, { columns: true }) as Record<string, string>[];
    expect(records).toHaveLength(6);
    const descriptions = records.map((r) => r.description);
    expect(descriptions).toContain(`'=HYPERLINK("http://x")`);
    expect(descriptions).toContain(`'+cmd`);
    expect(descriptions).toContain(`'@SUM(A1)`);
    expect(descriptions).toContain('Paper');
    for (const description of descriptions) expect(description).not.toMatch(/^[=+\-@]/);
    const refund = records.find((r) => r.description === 'Refund');
    expect(refund).toMatchObject({ amount: '-5', tax: '-1', gross: '-6', currency: 'USD', category: 'office' });
    const filtered = await as('admin')('GET', `/api/doc-items/across.csv${mine('&currency_ignored=1')}`);
    expect(filtered.status).toBe(400);
    const travel = await as('admin')('GET', `/api/doc-items/across.csv${mine('&category=travel')}`);
    expect((parse(travel.body as string, { columns: true }) as unknown[]).length).toBe(2);
  });

  it('streams more rows than one page of the export', async () => {
    const big = await addTenant(server.db, 'Big');
    // Spread over 20 documents: each item refreshes its document's search text from all of the
    // document's items, so 2,345 items in one document cost minutes on PostgreSQL, not the export.
    const docs: string[] = [];
    for (let d = 0; d < 20; d += 1)
      docs.push(await addDocument(server.db, { tenantId: big.tenant, locationId: big.location, status: 'archived' }));
    const rows = Array.from({ length: 2_345 }, (_, i) => ({
      id: `big-${engine}-${String(i).padStart(5, '0')}`,
      document_id: docs[i % docs.length] as string,
      tenant_id: big.tenant,
      location_id: big.location,
      item_date: `2024-0${(i % 9) + 1}-01`,
      description: `Row ${i}`,
      category: 'bulk',
      amount_cents: i,
      currency: 'EUR',
      tax_cents: 0,
      created_at: new Date().toISOString(),
    }));
    for (let i = 0; i < rows.length; i += 500)
      await server.db
        .insertInto('doc_item')
        .values(rows.slice(i, i + 500))
        .execute();
    const answer = await as('admin')('GET', `/api/doc-items/across.csv?tenantId=${big.tenant}`);
    const records = parse(answer.body as string, { columns: true }) as Record<string, string>[];
    expect(records).toHaveLength(2_345);
    expect(new Set(records.map((r) => r.id)).size).toBe(2_345);
  });

  it('keeps to the caller scope: the team and the client supervisor see tenant A only', async () => {
    for (const account of ['dbs', 'dbo', 'supA'] as const) {
      const all = await get('/api/doc-items/across?_start=0&_end=1000', account);
      expect(all.body.length).toBeGreaterThan(0);
      for (const row of all.body as { tenantName: string }[]) expect(row.tenantName).toContain(world.A.tenant);
      const other = await get(`/api/doc-items/across?tenantId=${world.B.tenant}`, account);
      expect(other.body).toEqual([]);
      expect(other.headers.get('x-total-count')).toBe('0');
      expect((await get(`/api/doc-items/across/totals?tenantId=${world.B.tenant}`, account)).body).toEqual([]);
      const csv = await as(account)('GET', `/api/doc-items/across.csv?tenantId=${tenant.tenant}`);
      expect(parse(csv.body as string, { columns: true })).toEqual([]);
    }
  });

  it.each(['hqA', 'upA', 'guestA', 'hqB'] as const)('refuses %s, who has no items page (403)', async (account) => {
    for (const path of ['/api/doc-items/across', '/api/doc-items/across/totals', '/api/doc-items/across.csv'])
      expect((await as(account)('GET', path)).status).toBe(403);
  });

  it.each([
    ['a date that is not a date', '?dateFrom=yesterday'],
    ['an amount that is not a number', '?amountMin=lots'],
    ['an amount with cents fractions', '?amountMax=1.5'],
    ['an unknown filter', '?vendor=x'],
    ['an unknown sort', '?_sort=tenantId'],
    ['an unknown order', '?_order=up'],
    ['a tenant that is no id', '?tenantId=a%20b'],
    ['_end below _start', '?_start=4&_end=1'],
    ['too many rows', '?_start=0&_end=5000'],
  ])('refuses %s (400)', async (_name, query) => {
    const answer = await as('admin')('GET', `/api/doc-items/across${query}`);
    expect(answer.status).toBe(400);
    expect(answer.body.message).toBeTruthy();
    if (!query.includes('_end'))
      expect((await as('admin')('GET', `/api/doc-items/across/totals${query}`)).status).toBe(400);
  });
});
