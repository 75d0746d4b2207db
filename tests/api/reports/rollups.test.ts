/**
 * The report rollups of migration 0015 on both engines: after inserts, status changes, item edits,
 * item deletes and a document's delete (its items with it), document_day_count and
 * doc_item_amount equal the same figures recomputed from documents and items, row for row.
 */
import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENGINES } from '../../helpers/server.js';
import { startApiServer, type ApiServer } from '../../helpers/api-server.js';
import { buildWorld, type World } from '../../helpers/world.js';
import { quarterHour } from '../../../src/server/db/migrations/0015-report-rollups.js';

type Row = Record<string, unknown>;
const normal = (rows: Row[]) =>
  rows
    .map((row) => Object.fromEntries(Object.entries(row).map(([key, value]) => [key, String(value)])))
    .map((row) => JSON.stringify(row))
    .sort();

describe.each(ENGINES)('report rollups on %s', (engine) => {
  let server: ApiServer;
  let world: World;
  beforeAll(async () => {
    server = await startApiServer(engine);
    world = await buildWorld(server.db);
  });
  afterAll(async () => server?.close());

  async function expectExact() {
    const db = server.db;
    const counts = await sql<Row>`select tenant_id, location_id, created_qh, status, n from document_day_count
      where n <> 0`.execute(db);
    const recounted = await sql<Row>`select tenant_id, location_id, ${sql.raw(quarterHour('created_at'))} as created_qh,
        status, count(*) as n from document group by 1, 2, 3, 4`.execute(db);
    expect(normal(counts.rows)).toEqual(normal(recounted.rows));
    const amounts = await sql<Row>`select tenant_id, location_id, created_qh, category, currency, items, amount_cents
      from doc_item_amount where items <> 0 or amount_cents <> 0`.execute(db);
    const resummed = await sql<Row>`select doc_item.tenant_id, doc_item.location_id,
        ${sql.raw(quarterHour('document.created_at'))} as created_qh, doc_item.category, doc_item.currency,
        count(*) as items, sum(doc_item.amount_cents) as amount_cents
      from doc_item join document on document.id = doc_item.document_id group by 1, 2, 3, 4, 5`.execute(db);
    expect(normal(amounts.rows)).toEqual(normal(resummed.rows));
    return { counts: counts.rows.length, amounts: amounts.rows.length };
  }

  it('stays exact through inserts, updates and deletes of documents and items', async () => {
    const db = server.db;
    const at = { tenant_id: world.A.tenant, location_id: world.A.location };
    const docs: string[] = [];
    // Upload times on and around quarter-hour edges, and one at 23:59:59.999.
    const times = [
      '2025-05-01T00:00:00.000Z',
      '2025-05-01T00:14:59.999Z',
      '2025-05-01T00:15:00.000Z',
      '2025-05-01T13:44:10.120Z',
      '2025-05-01T23:59:59.999Z',
    ];
    for (const [index, created] of times.entries()) {
      const id = randomUUID();
      docs.push(id);
      await db
        .insertInto('document')
        .values({
          id,
          ...at,
          location_id: index % 2 ? world.A.otherLocation : world.A.location,
          upload_id: null,
          title: `Rollup ${index}`,
          status: 'new',
          assignee_id: null,
          due_at: null,
          created_at: created,
          updated_at: created,
        })
        .execute();
      await db
        .insertInto('doc_item')
        .values(
          [0, 1, 2].map((n) => ({
            id: randomUUID(),
            document_id: id,
            ...at,
            location_id: index % 2 ? world.A.otherLocation : world.A.location,
            item_date: created.slice(0, 10),
            description: `Item ${n}`,
            category: n === 2 ? 'travel' : 'office',
            amount_cents: 1000 * (index + 1) + n,
            currency: n === 1 ? 'USD' : 'EUR',
            tax_cents: 0,
            created_at: created,
          })),
        )
        .execute();
    }
    expect(await expectExact()).toMatchObject({ counts: expect.any(Number) });

    await db.updateTable('document').set({ status: 'assigned' }).where('id', 'in', docs.slice(0, 3)).execute();
    await db.updateTable('document').set({ title: 'Renamed' }).where('id', '=', docs[3]!).execute();
    await db.updateTable('doc_item').set({ amount_cents: 1 }).where('document_id', '=', docs[0]!).execute();
    await db
      .updateTable('doc_item')
      .set({ category: 'meals', currency: 'GBP' })
      .where('document_id', '=', docs[1]!)
      .where('category', '=', 'travel')
      .execute();
    await db.deleteFrom('doc_item').where('document_id', '=', docs[2]!).where('currency', '=', 'USD').execute();
    await expectExact();

    // A document's delete takes its items, and both rollups follow.
    await db.deleteFrom('document').where('id', 'in', [docs[3]!, docs[4]!]).execute();
    expect(
      await db.selectFrom('doc_item').select('id').where('document_id', 'in', [docs[3]!, docs[4]!]).execute(),
    ).toEqual([]);
    await expectExact();

    // A draft saved through the API (its items replaced in one transaction) keeps them exact too.
    await db
      .updateTable('document')
      .set({ status: 'processing', assignee_id: world.users.dbo.id })
      .where('id', '=', docs[0]!)
      .execute();
    const version = (
      await db.selectFrom('document').select('version').where('id', '=', docs[0]!).executeTakeFirstOrThrow()
    ).version;
    const response = await fetch(`${server.url}/api/documents/${docs[0]}/draft`, {
      method: 'PUT',
      headers: { authorization: `Bearer ${world.users.dbo.token}`, 'content-type': 'application/json' },
      body: JSON.stringify({
        version,
        header: { vendor: 'V', docNumber: 'N', docDate: '2025-05-01', totalCents: 700, currency: 'CHF' },
        items: [
          {
            itemDate: '2025-05-01',
            description: 'One',
            category: 'office',
            amountCents: 300,
            currency: 'CHF',
            taxCents: 0,
          },
          {
            itemDate: '2025-05-01',
            description: 'Two',
            category: 'office',
            amountCents: 400,
            currency: 'CHF',
            taxCents: 0,
          },
        ],
      }),
    });
    expect(response.status).toBe(200);
    await expectExact();
  });
});
