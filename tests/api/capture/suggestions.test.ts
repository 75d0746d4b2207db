/**
 * What the file suggests, on both engines: suggestions pending while the words are read, then
 * ready with the words kept beside the file; a vendor profile learned at submit and used for
 * the next document of that vendor; a correction teaching the profile; no profile or suggestion
 * crossing tenants; a file without words answering none, not an error.
 */
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { documentSuggestions, type DocumentSuggestions } from '../../../src/common/schemas/capture.js';
import { ENGINES } from '../../helpers/server.js';
import { startApiServer, type ApiServer } from '../../helpers/api-server.js';
import { createIdentity, idTokenFor, uniqueEmail } from '../../helpers/identity.js';
import { invoicePdf, type Invoice } from '../../helpers/invoice-pdf.js';
import { uploadWhole } from '../../helpers/tus-requests.js';
import { waitFor } from '../../helpers/wait-for.js';
import { buildWorld, client, type World } from '../../helpers/world.js';

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'dbbs-capture-'));
process.env.DATA_DIR = dataDir;
process.env.TEXT_JOB_POLL_MS = '100';
afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

const invoice = (number: string, lines: [string, string][], total: string): Invoice => ({
  vendor: 'Quokka Office Supplies',
  taxId: 'GB123456789',
  number,
  date: '26/11/2026',
  lines: lines.map(([description, amount]) => ({ description, amount })),
  total,
  currency: 'EUR',
});

const keyed = (number: string, lines: [string, number, string][], total: number) => ({
  header: {
    vendor: 'Quokka Office Supplies',
    docNumber: number,
    docDate: '2026-11-26',
    totalCents: total,
    currency: 'EUR',
  },
  items: lines.map(([description, amountCents, category]) => ({
    itemDate: '2026-11-26',
    description,
    category,
    amountCents,
    taxCents: 0,
    currency: 'EUR',
  })),
});

describe.each(ENGINES)('suggestions from the file on %s', (engine) => {
  let server: ApiServer;
  let world: World;
  let uploaderB: string;
  const as = (token: string) => client(server.url, token);

  const upload = async (token: string, locationId: string, pdf: Buffer) => {
    const result = await uploadWhole(server.url, token, pdf, { locationId, filename: `${randomUUID()}.pdf` });
    expect(result?.status).toBe('accepted');
    return (result as { documentId: string }).documentId;
  };
  const suggestions = async (token: string, id: string) => {
    const answer = await as(token)('GET', `/api/documents/${id}/suggestions`);
    expect(answer.status).toBe(200);
    return documentSuggestions.parse(answer.body);
  };
  const ready = (token: string, id: string) =>
    waitFor(
      async () => {
        const answer = await suggestions(token, id);
        return answer.status === 'pending' ? undefined : answer;
      },
      { timeout: 30_000, message: 'the suggestions read' },
    );
  /** The DBO keys the document as given and submits it, through the workflow's own routes. */
  const keyAndSubmit = async (id: string, draft: ReturnType<typeof keyed>) => {
    await server.db
      .updateTable('document')
      .set({ status: 'processing', assignee_id: world.users.dbo.id })
      .where('id', '=', id)
      .execute();
    const dbo = as(world.users.dbo.token);
    const saved = await dbo('PUT', `/api/documents/${id}/draft`, { version: 1, ...draft });
    expect(saved.status).toBe(200);
    const submitted = await dbo('POST', `/api/documents/${id}/submit`, { version: saved.body.document.version });
    expect(submitted.status).toBe(200);
  };

  beforeAll(async () => {
    server = await startApiServer(engine);
    world = await buildWorld(server.db);
    const email = uniqueEmail('uploaderb');
    const id = randomUUID();
    const now = new Date().toISOString();
    await server.db
      .insertInto('app_user')
      .values({
        id,
        email,
        name: 'Uploader B',
        roles: JSON.stringify(['isUploader']),
        tenant_id: world.B.tenant,
        created_at: now,
      })
      .execute();
    await server.db
      .insertInto('user_location')
      .values({
        id: randomUUID(),
        user_id: id,
        location_id: world.B.location,
        tenant_id: world.B.tenant,
        created_at: now,
      })
      .execute();
    await createIdentity(email);
    uploaderB = await idTokenFor(email);
  }, 60_000);
  afterAll(async () => server?.close());

  let first = '';

  it('answers pending while the words are read, then ready with what the rules find', async () => {
    first = await upload(
      world.users.upA.token,
      world.A.location,
      await invoicePdf(
        invoice(
          'INV-2001',
          [
            ['Printer paper', '40.00'],
            ['Toner cartridge', '110.00'],
          ],
          '150.00',
        ),
      ),
    );
    const early = await suggestions(world.users.dbs.token, first);
    expect(['pending', 'ready']).toContain(early.status);
    const answer = await ready(world.users.dbs.token, first);
    expect(answer.status).toBe('ready');
    expect(answer.profile).toBeNull();
    expect(answer.sureThreshold).toBe(0.9);
    expect(answer.header.totalCents?.value).toBe(15_000);
    expect(answer.header.currency?.value).toBe('EUR');
    expect(answer.header.docDate?.value).toBe('2026-11-26');
    // The evidence is a box on page 1 where "150.00" is printed (right half, below the lines).
    const box = answer.header.totalCents!.box;
    expect(answer.header.totalCents!.page).toBe(1);
    expect(box[0]).toBeGreaterThan(0.5);
    expect(box[1]).toBeGreaterThan(box[3] - 0.1);
  });

  it('learns the vendor at submit and fills the next document of that vendor from its profile', async () => {
    await keyAndSubmit(
      first,
      keyed(
        'INV-2001',
        [
          ['Printer paper', 4000, 'Office'],
          ['Toner cartridge', 11000, 'Office'],
        ],
        15_000,
      ),
    );
    const profiles = await server.db
      .selectFrom('capture_profile')
      .selectAll()
      .where('tenant_id', '=', world.A.tenant)
      .execute();
    expect(profiles.map((row) => [row.vendor, row.documents_learned])).toEqual([['Quokka Office Supplies', 1]]);
    const outcomes = await server.db
      .selectFrom('capture_outcome')
      .selectAll()
      .where('document_id', '=', first)
      .execute();
    // Five header fields and six per item, each beside what was suggested.
    expect(outcomes).toHaveLength(5 + 2 * 6);
    expect(outcomes.find((row) => row.field === 'totalCents')).toMatchObject({
      keyed: '15000',
      suggested: '15000',
      accepted: 1,
    });

    const second = await upload(
      world.users.upA.token,
      world.A.location,
      await invoicePdf(
        invoice(
          'INV-2002',
          [
            ['Printer paper', '20.00'],
            ['Stapler', '15.50'],
          ],
          '35.50',
        ),
      ),
    );
    const answer = await ready(world.users.dbo.token, second);
    expect(answer.profile).toEqual({ id: profiles[0]!.id, documentsLearned: 1 });
    const values = Object.fromEntries(Object.entries(answer.header).map(([field, hint]) => [field, hint?.value]));
    expect(values).toEqual({
      vendor: 'Quokka Office Supplies',
      docNumber: 'INV-2002',
      docDate: '2026-11-26',
      totalCents: 3550,
      currency: 'EUR',
    });
    expect(
      answer.items.map((item) => [item.description?.value, item.amountCents?.value, item.category?.value]),
    ).toEqual([
      ['Printer paper', 2000, 'Office'],
      ['Stapler', 1550, 'Office'],
    ]);

    // The DBO corrects a category: the correction is recorded and the profile learns it.
    await keyAndSubmit(
      second,
      keyed(
        'INV-2002',
        [
          ['Printer paper', 2000, 'Office'],
          ['Stapler', 1550, 'Furniture'],
        ],
        3550,
      ),
    );
    const corrected = await server.db
      .selectFrom('capture_outcome')
      .selectAll()
      .where('document_id', '=', second)
      .where('field', '=', 'items.category')
      .orderBy('item_index')
      .execute();
    expect(corrected.map((row) => [row.suggested, row.keyed, row.accepted])).toEqual([
      ['Office', 'Office', 1],
      ['Office', 'Furniture', 0],
    ]);
    const learned = await server.db
      .selectFrom('capture_profile')
      .selectAll()
      .where('tenant_id', '=', world.A.tenant)
      .execute();
    expect(learned.map((row) => row.documents_learned)).toEqual([2]);
    const third = await upload(
      world.users.upA.token,
      world.A.location,
      await invoicePdf(invoice('INV-2003', [['Stapler', '15.50']], '15.50')),
    );
    const after = await ready(world.users.dbo.token, third);
    expect(after.items.map((item) => item.category?.value)).toEqual(['Furniture']);
  });

  it('reports the automation rate of what was keyed, by company, vendor and DBO, as the rows say', async () => {
    const rows = await server.db
      .selectFrom('capture_outcome')
      .select('accepted')
      .where('tenant_id', '=', world.A.tenant)
      .execute();
    const fields = rows.length;
    const accepted = rows.filter((row) => row.accepted === 1).length;
    expect(fields).toBe(2 * (5 + 2 * 6));
    expect(accepted).toBeLessThan(fields);
    const day = new Date().toISOString().slice(0, 10);
    const range = `from=${day}&to=${day}`;
    const admin = await as(world.users.admin.token)('GET', `/api/reports/admin?${range}&tenant=${world.A.tenant}`);
    expect(admin.status).toBe(200);
    const expected = { fields, accepted, rate: accepted / fields };
    expect(admin.body.automation).toEqual([
      { by: 'tenant', name: expect.stringContaining('Tenant A'), ...expected },
      { by: 'vendor', name: 'Quokka Office Supplies', ...expected },
      { by: 'dbo', name: expect.any(String), ...expected },
    ]);
    const mine = await as(world.users.dbo.token)('GET', `/api/reports/dbo?${range}`);
    expect(mine.status).toBe(200);
    expect(mine.body.automation).toEqual([{ by: 'vendor', name: 'Quokka Office Supplies', ...expected }]);
  });

  it('never lets a profile or a suggestion cross tenants', async () => {
    const other = await upload(
      uploaderB,
      world.B.location,
      await invoicePdf(invoice('INV-2004', [['Printer paper', '20.00']], '20.00')),
    );
    const answer = await ready(world.users.hqB.token, other);
    expect(answer.status).toBe('ready');
    expect(answer.profile).toBeNull();
    // What tenant A's DBOs taught (the lines' categories) comes only from A's profile: B's
    // document gets the rules' reading of its page and nothing learned.
    expect(answer.items.length).toBeGreaterThan(0);
    expect(answer.items.map((item) => item.category)).toEqual(answer.items.map(() => null));
    expect((await as(world.users.hqA.token)('GET', `/api/documents/${other}/suggestions`)).status).toBe(404);
    expect((await as(world.users.hqB.token)('GET', `/api/documents/${first}/suggestions`)).status).toBe(404);
  });

  it('answers none, not an error, for a file with no words', async () => {
    const blank = await upload(world.users.upA.token, world.A.location, await blankPdf());
    const answer: DocumentSuggestions = await ready(world.users.dbs.token, blank);
    expect(answer).toMatchObject({ status: 'none', items: [], profile: null });
    expect(Object.values(answer.header).every((hint) => hint === null)).toBe(true);
  });
});

/** A one-page PDF with nothing printed on it. */
function blankPdf(): Promise<Buffer> {
  return import('pdfkit').then(({ default: PDFDocument }) => {
    const pdf = new PDFDocument({ size: 'A4' });
    const chunks: Buffer[] = [];
    pdf.on('data', (chunk: Buffer) => chunks.push(chunk));
    const done = new Promise<Buffer>((resolve) => pdf.on('end', () => resolve(Buffer.concat(chunks))));
    pdf.end();
    return done;
  });
}
