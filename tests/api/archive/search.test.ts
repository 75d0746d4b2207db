/**
 * The archive on both engines (issue 12): text extracted in the background (a PDF's text layer,
 * an image through OCR), the database's own search index (item, vendor, number, file text),
 * the data scope in the search, the default archived status, a failing job retried then shown
 * as failed, and the same hits for a fixed set of queries on both engines.
 */
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DocumentSearchResult } from '../../../src/common/schemas/archive.js';
import type { Engine } from '../../../src/server/db/database.js';
import { tinyPdf } from '../../../src/server/storage/tiny-pdf.js';
import { startApiServer, type ApiServer } from '../../helpers/api-server.js';
import { ENGINES } from '../../helpers/server.js';
import { uploadWhole } from '../../helpers/tus-requests.js';
import { waitFor } from '../../helpers/wait-for.js';
import { buildWorld, client, type World } from '../../helpers/world.js';

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'dbbs-archive-'));
process.env.DATA_DIR = dataDir;
// Short waits: a failing job is retried once, soon.
process.env.TEXT_JOB_POLL_MS = '100';
process.env.TEXT_JOB_BACKOFF_MS = '200';
process.env.TEXT_JOB_ATTEMPTS = '2';
afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

/** A PNG with "QUOKKA RECEIPT / PAID 4711" printed in it (drawn with @napi-rs/canvas). */
const OCR_PNG = fs.readFileSync(path.resolve('tests/fixtures/ocr-receipt.png'));

/** The fixed corpus and queries the two engines must agree on (titles are the stable keys). */
const CORPUS = [
  {
    title: 'alpha.pdf',
    vendor: 'Northwind Traders',
    number: 'NW-1001',
    items: ['Espresso beans', 'Milk'],
    text: 'Thank you for shopping',
  },
  {
    title: 'beta.pdf',
    vendor: 'Contoso Ltd',
    number: 'C/2024/77',
    items: ['Printer paper'],
    text: 'espresso machine service contract',
  },
  {
    title: 'gamma.png',
    vendor: 'Northwind Traders',
    number: 'NW-1002',
    items: ['Green tea'],
    text: 'e-mail billing@northwind.example please',
  },
  { title: 'delta.pdf', vendor: null, number: null, items: [], text: 'Quarterly rent for the Main Street shop' },
];
const QUERIES = [
  'espresso',
  'northwind',
  'north',
  'nw 1001',
  'printer pap',
  'billing',
  'main street',
  'tea',
  'c 2024 77',
  'zzz',
  'shop',
  // A one-letter prefix: on SQLite the index also holds a tenant token starting with 't',
  // which must never count as a word (migration 0016).
  't',
];
const hitsByEngine: Partial<Record<Engine, Record<string, string[]>>> = {};

describe.each(ENGINES)('the archive on %s', (engine) => {
  let server: ApiServer;
  let world: World;
  let pdfDocument = '';
  let pngDocument = '';
  const as = (account: keyof World['users']) => client(server.url, world.users[account].token);
  const search = async (account: keyof World['users'], params: Record<string, string>) => {
    const answer = await as(account)('GET', `/api/documents/search?${new URLSearchParams(params)}`);
    expect(answer.status).toBe(200);
    return { ...(answer.body as DocumentSearchResult), headers: answer.headers };
  };
  const textOf = (documentId: string) =>
    server.db.selectFrom('document_text').selectAll().where('document_id', '=', documentId).executeTakeFirst();

  beforeAll(async () => {
    server = await startApiServer(engine);
    world = await buildWorld(server.db);
  }, 60_000);
  afterAll(async () => server?.close());

  it('extracts the text of an uploaded PDF in the background and finds it by a word only inside the file', async () => {
    const pdf = tinyPdf(['Receipt of the shop', `Paid in zebracorn coins ${engine} ${randomUUID()}`]);
    const result = await uploadWhole(server.url, world.users.upA.token, pdf, {
      locationId: world.A.location,
      filename: 'receipt.pdf',
    });
    expect(result?.status).toBe('accepted');
    pdfDocument = (result as { documentId: string }).documentId;
    const done = await waitFor(
      async () => ((await textOf(pdfDocument))?.status === 'done' ? textOf(pdfDocument) : undefined),
      {
        timeout: 30_000,
        message: 'the PDF text extracted',
      },
    );
    expect(done.text).toContain('zebracorn');
    const found = await search('hqA', { q: 'zebracorn', status: 'any' });
    expect(found.hits.map((hit) => hit.id)).toEqual([pdfDocument]);
    const hit = found.hits[0]!;
    expect(hit.textStatus).toBe('done');
    expect(hit.snippet?.field).toBe('fileText');
    expect(hit.snippet?.parts.filter((part) => part.hit).map((part) => part.text)).toEqual(['zebracorn']);
    expect(found.headers.get('x-total-count')).toBe('1');
    // A prefix of the last word finds it too.
    expect((await search('hqA', { q: 'paid zebrac', status: 'any' })).hits.map((one) => one.id)).toEqual([pdfDocument]);
  }, 60_000);

  it("reads an image's printed words through OCR and finds the image by them", async () => {
    const result = await uploadWhole(server.url, world.users.upA.token, OCR_PNG, {
      locationId: world.A.location,
      filename: 'photo.png',
    });
    expect(result?.status).toBe('accepted');
    pngDocument = (result as { documentId: string }).documentId;
    await waitFor(async () => (await textOf(pngDocument))?.status === 'done', { timeout: 60_000, message: 'the OCR' });
    expect((await textOf(pngDocument))?.text?.toUpperCase()).toContain('QUOKKA');
    const found = await search('hqA', { q: 'quokka', status: 'any' });
    expect(found.hits.map((hit) => hit.id)).toEqual([pngDocument]);
    expect(found.hits[0]?.snippet?.field).toBe('fileText');
  }, 90_000);

  it('finds a document by an item, its vendor and its number, saying where the words matched', async () => {
    await server.db
      .updateTable('document')
      .set({ vendor: 'Acme Widgets', doc_number: 'INV-88231' })
      .where('id', '=', world.A.document)
      .execute();
    await server.db
      .updateTable('doc_item')
      .set({ description: 'Blue ceramic teapot' })
      .where('id', '=', world.A.docItem)
      .execute();
    const byItem = await search('hqA', { q: 'ceramic teapot', status: 'any' });
    expect(byItem.hits.map((hit) => hit.id)).toEqual([world.A.document]);
    expect(byItem.hits[0]?.snippet?.field).toBe('item');
    expect(byItem.hits[0]?.snippet?.parts.filter((part) => part.hit).map((part) => part.text)).toEqual([
      'ceramic',
      'teapot',
    ]);
    const byVendor = await search('hqA', { q: 'acme', status: 'any' });
    expect(byVendor.hits.map((hit) => hit.id)).toEqual([world.A.document]);
    expect(byVendor.hits[0]?.snippet?.field).toBe('vendor');
    const byNumber = await search('hqA', { q: 'INV-88231', status: 'any' });
    expect(byNumber.hits.map((hit) => hit.id)).toEqual([world.A.document]);
    expect(byNumber.hits[0]?.snippet?.field).toBe('docNumber');
    // An issue's subject is indexed too, and a deleted item leaves the index with its row.
    expect((await search('hqA', { q: 'unclear', status: 'any' })).hits.map((hit) => hit.id)).toEqual([
      world.A.document,
    ]);
  });

  it("never finds another tenant's documents, nor counts them", async () => {
    await server.db
      .updateTable('document')
      .set({ vendor: 'Acme Widgets' })
      .where('id', '=', world.B.document)
      .execute();
    const a = await search('hqA', { q: 'acme', status: 'any' });
    expect(a.hits.map((hit) => hit.id)).toEqual([world.A.document]);
    expect(a.total).toBe(1);
    expect(a.headers.get('x-total-count')).toBe('1');
    const b = await search('hqB', { q: 'acme', status: 'any' });
    expect(b.hits.map((hit) => hit.id)).toEqual([world.B.document]);
    // Asking for the other tenant by its id changes nothing.
    const across = await search('hqA', { q: 'acme', status: 'any', tenantId: world.B.tenant });
    expect(across.hits).toEqual([]);
    expect(across.total).toBe(0);
    const admin = await search('admin', { q: 'acme', status: 'any' });
    expect(admin.hits.map((hit) => hit.id).sort()).toEqual([world.A.document, world.B.document].sort());
    expect(admin.headers.get('x-total-capped')).toBeNull();
    // The tenant's own token in SQLite's index is not a word of any document.
    const token = `t${Buffer.from(world.A.tenant, 'utf8').toString('hex')}`;
    expect((await search('hqA', { q: token, status: 'any' })).total).toBe(0);
    // An uploader's page does not search.
    expect((await as('upA')('GET', '/api/documents/search?q=acme')).status).toBe(403);
  });

  it('searches archived documents unless a status is given, and filters by amount and date', async () => {
    expect((await search('hqA', { q: 'acme' })).hits).toEqual([]);
    await server.db
      .updateTable('document')
      .set({ status: 'archived', total_cents: 5000, doc_date: '2024-03-05' })
      .where('id', '=', world.A.document)
      .execute();
    expect((await search('hqA', { q: 'acme' })).hits.map((hit) => hit.id)).toEqual([world.A.document]);
    expect((await search('hqA', { q: 'acme', amountMin: '4000', amountMax: '6000' })).total).toBe(1);
    expect((await search('hqA', { q: 'acme', amountMin: '5001' })).total).toBe(0);
    expect((await search('hqA', { q: 'acme', from: '2024-03-01', to: '2024-03-31' })).total).toBe(1);
    expect((await search('hqA', { q: 'acme', to: '2024-03-04' })).total).toBe(0);
    // A document moved to another location is found there, and no longer where it was.
    const { location_id: was } = await server.db
      .selectFrom('document')
      .select('location_id')
      .where('id', '=', world.A.document)
      .executeTakeFirstOrThrow();
    await server.db
      .updateTable('document')
      .set({ location_id: world.A.otherLocation })
      .where('id', '=', world.A.document)
      .execute();
    expect((await search('hqA', { q: 'acme', locationId: world.A.otherLocation })).total).toBe(1);
    expect((await search('hqA', { q: 'acme', locationId: was })).total).toBe(0);
    await server.db.updateTable('document').set({ location_id: was }).where('id', '=', world.A.document).execute();
    expect((await search('hqA', { q: 'acme', locationId: was })).total).toBe(1);
    expect((await as('hqA')('GET', '/api/documents/search?q=acme&status=nonsense')).status).toBe(400);
    expect((await as('hqA')('GET', '/api/documents/search?amountMin=-1')).status).toBe(400);
  });

  it('retries a job that fails, then shows it failed with its error; the backfill shows the progress', async () => {
    // The world's documents have upload rows whose files were never stored: their jobs must fail.
    const queued = await as('admin')('POST', '/api/admin/text-backfill', {});
    expect(queued.status).toBe(200);
    expect(queued.body.queued).toBe(2);
    const failed = await waitFor(
      async () => {
        const row = await textOf(world.A.document);
        return row?.status === 'failed' ? row : undefined;
      },
      { timeout: 30_000, message: 'the job failed for good' },
    );
    expect(failed.attempts).toBe(2);
    expect(failed.last_error).toMatch(/missing/);
    const progress = await waitFor(
      async () => {
        const answer = await as('admin')('GET', '/api/admin/text-backfill');
        return answer.body.failed === 2 ? answer.body : undefined;
      },
      { timeout: 30_000, message: 'both world documents failed' },
    );
    expect(progress).toMatchObject({ missing: 0, pending: 0, done: 2, failed: 2 });
    // The failed text status is on the hit.
    expect((await search('hqA', { q: 'acme' })).hits[0]?.textStatus).toBe('failed');
    expect((await as('hqA')('GET', '/api/admin/text-backfill')).status).toBe(403);
  }, 60_000);

  it('answers the fixed queries (kept for the comparison of the engines)', async () => {
    const tenant = world.A.tenant;
    const now = new Date().toISOString();
    for (const entry of CORPUS) {
      const id = randomUUID();
      await server.db.transaction().execute(async (trx) => {
        await trx
          .insertInto('document')
          .values({
            id,
            tenant_id: tenant,
            location_id: world.A.otherLocation,
            upload_id: null,
            title: entry.title,
            status: 'archived',
            assignee_id: null,
            due_at: null,
            created_at: now,
            updated_at: now,
            vendor: entry.vendor,
            doc_number: entry.number,
          })
          .execute();
        for (const [index, description] of entry.items.entries())
          await trx
            .insertInto('doc_item')
            .values({
              id: randomUUID(),
              document_id: id,
              tenant_id: tenant,
              location_id: world.A.otherLocation,
              item_date: '2024-01-01',
              description,
              category: 'supplies',
              amount_cents: 100,
              currency: 'EUR',
              tax_cents: 0,
              created_at: now,
              position: index,
            })
            .execute();
        await trx
          .insertInto('document_text')
          .values({ document_id: id, tenant_id: tenant, status: 'done', text: entry.text, updated_at: now })
          .execute();
      });
    }
    const answers: Record<string, string[]> = {};
    for (const q of QUERIES) {
      const found = await search('hqA', { q, locationId: world.A.otherLocation });
      answers[q] = found.hits.map((hit) => hit.title).sort();
    }
    expect(answers.espresso).toEqual(['alpha.pdf', 'beta.pdf']);
    expect(answers.north).toEqual(['alpha.pdf', 'gamma.png']);
    expect(answers.zzz).toEqual([]);
    expect(answers.t).toEqual(['alpha.pdf', 'delta.pdf', 'gamma.png']);
    hitsByEngine[engine] = answers;
  });
});

describe('both engines', () => {
  it('give the same hits for the fixed queries', () => {
    expect(hitsByEngine.sqlite).toBeDefined();
    expect(hitsByEngine.postgres).toEqual(hitsByEngine.sqlite);
  });
});
