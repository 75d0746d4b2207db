/**
 * Exports on both engines: the archived documents as CSV and XLSX (read back with exceljs)
 * agree with the database read by SQL written here; text that would run as a formula is
 * quoted; another tenant's documents never appear; bad input is 400 and a role without
 * exports:read 403; the files' ZIP holds each stored file byte for byte, with a manifest that
 * matches the database.
 */
import { createHash, randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parse } from 'csv-parse/sync';
import ExcelJS from 'exceljs';
import { sql, type Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ARCHIVED_DOCUMENT_COLUMNS,
  EXPORT_MAX_IDS,
  FILES_MANIFEST_COLUMNS,
} from '../../../src/common/schemas/exports.js';
import type { Database } from '../../../src/server/db/schema.js';
import { readStoredBytes } from '../../../src/server/storage/file-storage.js';
import { localDiskStorage } from '../../../src/server/storage/local-disk-storage.js';
import { storeBytes } from '../../../src/server/storage/store-bytes.js';
import { samplePdf } from '../../helpers/sample-files.js';
import { ENGINES, startTestServer, type TestServer } from '../../helpers/server.js';
import { buildWorld, type Account, type World } from '../../helpers/world.js';
import { zipEntries } from '../../helpers/zip-entries.js';
import { addDocument } from '../documents/fixture.js';

const PERIOD = 'from=2024-01-01&to=2024-03-31';
const FORMULA = '=HYPERLINK("http://evil.example","click")';
const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

/** One row of the export as SQL written here reads it: documents left-joined to their items. */
interface SqlRow {
  document_id: string;
  title: string;
  tenant: string;
  location: string;
  vendor: string | null;
  total_cents: number | string | null;
  description: string | null;
  amount_cents: number | string | null;
}

describe.each(ENGINES)('exports on %s', (engine) => {
  let server: TestServer;
  let db: Kysely<Database>;
  let world: World;
  const filesDir = fs.mkdtempSync(path.join(os.tmpdir(), 'dbbs-exports-'));
  const storage = localDiskStorage(filesDir);
  const docs: Record<string, string> = {};
  const fileOf: Record<string, Buffer> = {};

  const download = async (account: Account | null, query: string, route = 'archived-documents') => {
    const response = await fetch(`${server.url}/api/exports/${route}?${query}`, {
      headers: account ? { authorization: `Bearer ${world.users[account].token}` } : {},
    });
    return { status: response.status, headers: response.headers, bytes: Buffer.from(await response.arrayBuffer()) };
  };
  const csvOf = async (account: Account, query: string) => {
    const answer = await download(account, `format=csv&${query}`);
    expect(answer.status).toBe(200);
    return parse(answer.bytes.toString('utf8'), { columns: true }) as Record<string, string>[];
  };

  /** A document with a stored file, as intake would leave it. */
  async function addFiled(
    key: string,
    tenantId: string,
    locationId: string,
    spec: Omit<Parameters<typeof addDocument>[1], 'tenantId' | 'locationId'>,
  ) {
    const bytes = samplePdf(`${engine} ${key}`);
    const upload = randomUUID();
    const now = new Date().toISOString();
    await storeBytes(storage, `uploads/${upload}`, bytes);
    await db
      .insertInto('upload')
      .values({
        id: upload,
        tenant_id: tenantId,
        location_id: locationId,
        uploader_id: world.users.upA.id,
        file_name: key === 'a1' ? 'Invoice "Jan"/../évier.pdf' : `${key}.pdf`,
        mime_type: 'application/pdf',
        size: bytes.length,
        sha256: sha256(bytes),
        storage_key: `uploads/${upload}`,
        status: 'accepted',
        created_at: now,
      })
      .execute();
    docs[key] = await addDocument(db, { ...spec, tenantId, locationId, uploadId: upload });
    fileOf[key] = bytes;
  }

  async function addItems(documentKey: string, tenantId: string, locationId: string, items: [string, number][]) {
    await db
      .insertInto('doc_item')
      .values(
        items.map(([description, amount], position) => ({
          id: randomUUID(),
          document_id: docs[documentKey] as string,
          tenant_id: tenantId,
          location_id: locationId,
          item_date: '2024-01-10',
          description,
          category: 'office',
          amount_cents: amount,
          currency: 'EUR',
          tax_cents: 0,
          created_at: new Date().toISOString(),
          position,
        })),
      )
      .execute();
  }

  beforeAll(async () => {
    server = await startTestServer(engine, { policyFile: path.resolve('policies/policy.csv'), storage });
    db = server.database.db;
    world = await buildWorld(db);
    const { A, B } = world;
    await addFiled('a1', A.tenant, A.location, {
      status: 'archived',
      docDate: '2024-01-10',
      vendor: FORMULA,
      totalCents: 12345,
      currency: 'EUR',
      title: 'January',
    });
    await addItems('a1', A.tenant, A.location, [
      ['Paper', 10000],
      ['+SUM(A1:A9)', 2345],
    ]);
    await addFiled('a2', A.tenant, A.location, { status: 'archived', docDate: '2024-02-20', vendor: 'Acme' });
    await addFiled('a3', A.tenant, A.otherLocation, {
      status: 'archived',
      docDate: '2024-03-01',
      vendor: 'Other place',
    });
    await addItems('a3', A.tenant, A.otherLocation, [['Chairs', 50000]]);
    await addFiled('a4', A.tenant, A.location, {
      status: 'approved',
      docDate: '2024-02-01',
      vendor: 'Not yet archived',
    });
    await addFiled('a5', A.tenant, A.location, { status: 'archived', docDate: '2023-12-31', vendor: 'Last year' });
    // Archived without a document date: its day is the day it came in.
    docs.a6 = await addDocument(db, {
      tenantId: A.tenant,
      locationId: A.location,
      status: 'archived',
      createdAt: '2024-03-31T23:00:00.000Z',
      vendor: 'No date, no file',
    });
    await addFiled('b1', B.tenant, B.location, { status: 'archived', docDate: '2024-01-15', vendor: 'Tenant B' });
  });
  afterAll(async () => {
    await server?.close();
    fs.rmSync(filesDir, { recursive: true, force: true });
  });

  /** The expected rows by SQL of this file: archived, tenant A, the document's day in the period. */
  async function expectedRows(where: string): Promise<SqlRow[]> {
    const { rows } = await sql<SqlRow>`
      select d.id as document_id, d.title, t.name as tenant, l.name as location, d.vendor, d.total_cents,
             i.description, i.amount_cents
      from document d
      join tenant t on t.id = d.tenant_id
      join location l on l.id = d.location_id
      left join doc_item i on i.document_id = d.id
      where d.status = 'archived' and ${sql.raw(where)}
        and coalesce(d.doc_date, substr(d.created_at, 1, 10)) between '2024-01-01' and '2024-03-31'`.execute(db);
    return rows;
  }
  const guarded = (text: string | null) => (text === null ? '' : /^[=+\-@]/.test(text) ? `'${text}` : text);
  const units = (cents: number | string | null) => (cents === null ? '' : String(Number(cents) / 100));
  const key = (documentId: string, description: string) => `${documentId} ${description}`;

  it('streams the archived documents of the period as CSV, one row per item, as the database has them', async () => {
    const records = await csvOf('admin', `tenantId=${world.A.tenant}&${PERIOD}`);
    const expected = await expectedRows(`d.tenant_id = '${world.A.tenant}'`);
    expect(expected.length).toBe(5); // a1 twice (two items), a2, a3, a6
    expect(records.map((r) => key(r.documentId!, r.itemDescription!)).sort()).toEqual(
      expected.map((r) => key(r.document_id, guarded(r.description))).sort(),
    );
    for (const row of expected) {
      const record = records.find(
        (r) => key(r.documentId!, r.itemDescription!) === key(row.document_id, guarded(row.description)),
      );
      expect(record).toMatchObject({
        title: row.title,
        tenant: row.tenant,
        location: row.location,
        vendor: guarded(row.vendor),
        total: units(row.total_cents),
        itemAmount: units(row.amount_cents),
        status: 'archived',
      });
    }
    const ids = new Set(records.map((r) => r.documentId));
    for (const left of ['a4', 'a5', 'b1']) expect(ids.has(docs[left])).toBe(false);
  });

  it('quotes text that would run as a formula, in the CSV and the XLSX alike', async () => {
    const records = await csvOf('admin', `tenantId=${world.A.tenant}&${PERIOD}`);
    const january = records.filter((r) => r.documentId === docs.a1);
    expect(january.map((r) => r.vendor)).toEqual([`'${FORMULA}`, `'${FORMULA}`]);
    expect(january.map((r) => r.itemDescription).sort()).toEqual([`'+SUM(A1:A9)`, 'Paper']);
    for (const record of records) for (const cell of Object.values(record)) expect(cell).not.toMatch(/^[=+@]/);
  });

  it('writes the same rows as XLSX, read back with exceljs, with no formula cell', async () => {
    const answer = await download('admin', `format=xlsx&tenantId=${world.A.tenant}&${PERIOD}`);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toBe(
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    );
    expect(answer.headers.get('content-disposition')).toBe(
      `attachment; filename="archived-documents-2024-01-01-to-2024-03-31.xlsx"; filename*=UTF-8''archived-documents-2024-01-01-to-2024-03-31.xlsx`,
    );
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(answer.bytes as unknown as ArrayBuffer);
    const sheet = workbook.getWorksheet('Documents');
    if (!sheet) throw new Error('no Documents sheet');
    const values = (index: number) => (sheet.getRow(index).values as unknown[]).slice(1);
    expect(values(1)).toEqual([...ARCHIVED_DOCUMENT_COLUMNS]);
    const rows: Record<string, unknown>[] = [];
    sheet.eachRow((row, index) => {
      if (index === 1) return;
      row.eachCell((cell) => expect(cell.type).not.toBe(ExcelJS.ValueType.Formula));
      rows.push(Object.fromEntries(ARCHIVED_DOCUMENT_COLUMNS.map((column, at) => [column, values(index)[at] ?? ''])));
    });
    const csv = await csvOf('admin', `tenantId=${world.A.tenant}&${PERIOD}`);
    expect(rows).toHaveLength(csv.length);
    // The same cells as the CSV (numbers stay numbers in the workbook).
    expect(rows.map((row) => Object.values(row).map(String))).toEqual(csv.map((row) => Object.values(row)));
    const first = rows.find((row) => row.documentId === docs.a1 && row.itemDescription === 'Paper');
    expect(first).toMatchObject({ vendor: `'${FORMULA}`, total: 123.45, itemAmount: 100, itemPosition: 0 });
  });

  it("filters by location, and never shows another tenant's documents", async () => {
    const here = await csvOf('admin', `tenantId=${world.A.tenant}&locationId=${world.A.otherLocation}&${PERIOD}`);
    expect([...new Set(here.map((r) => r.documentId))]).toEqual([docs.a3]);
    const asHqA = await csvOf('hqA', PERIOD);
    expect(asHqA.some((r) => r.documentId === docs.b1)).toBe(false);
    expect(asHqA.some((r) => r.documentId === docs.a1)).toBe(true);
    const asHqB = await csvOf('hqB', PERIOD);
    expect([...new Set(asHqB.map((r) => r.documentId))]).toEqual([docs.b1]);
    expect(await csvOf('hqB', `tenantId=${world.A.tenant}&${PERIOD}`)).toEqual([]);
    const xlsx = await download('hqB', `format=xlsx&tenantId=${world.A.tenant}&${PERIOD}`);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(xlsx.bytes as unknown as ArrayBuffer);
    expect(workbook.getWorksheet('Documents')?.actualRowCount).toBe(1);
  });

  it.each([
    ['an unknown format', 'format=pdf'],
    ['no format', PERIOD],
    ['a date that is no date', 'format=csv&from=2024-13-01'],
    ['a period that ends before it starts', 'format=csv&from=2024-03-01&to=2024-02-01'],
    ['an unknown parameter', 'format=csv&status=approved'],
    ['a tenant id that is no id', 'format=xlsx&tenantId=a%20b'],
  ])('refuses %s with 400', async (_name, query) => {
    const answer = await download('admin', query);
    expect(answer.status).toBe(400);
    expect(JSON.parse(answer.bytes.toString('utf8'))).toHaveProperty('message');
  });

  it.each([
    ['no date', 'from=yesterday'],
    ['bad ids', 'ids=not%20an%20id'],
    ['too many ids', `ids=${Array.from({ length: EXPORT_MAX_IDS + 1 }, (_, i) => `d${i}`).join(',')}`],
  ])('refuses a ZIP with %s with 400', async (_name, query) => {
    expect((await download('admin', query, 'files')).status).toBe(400);
  });

  /** Who may export, written out from SPEC's pages: everyone who opens the archive (or a reports page). */
  const EXPORTERS: Record<Account, boolean> = {
    hqA: true,
    supA: true,
    admin: true,
    dbs: true,
    dbo: true,
    hqB: true,
    guestA: false,
    upA: false,
  };

  it.each(Object.entries(EXPORTERS))(
    'answers %s with %s for both exports (403 when refused)',
    async (account, allowed) => {
      const status = allowed ? 200 : 403;
      expect((await download(account as Account, `format=csv&${PERIOD}`)).status).toBe(status);
      expect((await download(account as Account, `ids=${docs.a1}`, 'files')).status).toBe(status);
    },
  );

  it('answers 401 without a token', async () => {
    expect((await download(null, 'format=csv')).status).toBe(401);
    expect((await download(null, 'ids=x', 'files')).status).toBe(401);
  });

  it('zips the stored files of the filter with a manifest that matches the database', async () => {
    const answer = await download('admin', `tenantId=${world.A.tenant}&${PERIOD}`, 'files');
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toBe('application/zip');
    expect(answer.headers.get('content-disposition')).toMatch(
      /^attachment; filename="document-files-2024-01-01-to-2024-03-31\.zip"/,
    );
    const entries = zipEntries(answer.bytes);
    const manifest = parse(entries.get('manifest.csv')!.toString('utf8'), { columns: true }) as Record<
      string,
      string
    >[];
    expect(Object.keys(manifest[0]!)).toEqual([...FILES_MANIFEST_COLUMNS]);
    // a6 has no file; a4 is not archived, a5 outside the period, b1 another tenant's.
    expect(manifest.map((row) => row.documentId).sort()).toEqual([docs.a1, docs.a2, docs.a3].sort());
    expect([...entries.keys()].sort()).toEqual(['manifest.csv', ...manifest.map((row) => row.zipName!)].sort());
    const { rows } = await sql<{
      id: string;
      file_name: string;
      size: number | string;
      sha256: string;
      storage_key: string;
      tenant: string;
      location: string;
      status: string;
    }>`
      select d.id, u.file_name, u.size, u.sha256, u.storage_key, t.name as tenant, l.name as location, d.status
      from document d join upload u on u.id = d.upload_id join tenant t on t.id = d.tenant_id join location l on l.id = d.location_id
      where d.id in (${sql.join([docs.a1, docs.a2, docs.a3])})`.execute(db);
    for (const row of rows) {
      const listed = manifest.find((entry) => entry.documentId === row.id)!;
      const stored = (await readStoredBytes(storage, row.storage_key))!;
      const zipped = entries.get(listed.zipName!)!;
      expect(sha256(zipped)).toBe(sha256(stored));
      expect(listed).toEqual({
        documentId: row.id,
        zipName: listed.zipName,
        originalName: row.file_name,
        size: String(row.size),
        sha256: row.sha256,
        tenant: row.tenant,
        location: row.location,
        status: row.status,
      });
      expect(row.sha256).toBe(sha256(stored));
      expect(listed.zipName).toMatch(new RegExp(`^files/${row.id}-[^/\\\\]+$`));
    }
    expect(manifest.find((entry) => entry.documentId === docs.a1)?.zipName).toBe(
      `files/${docs.a1}-Invoice _Jan__.._évier.pdf`,
    );
  });

  it("zips a selection in any state, leaving out what is outside the caller's scope", async () => {
    const ids = [docs.a4, docs.b1, docs.a6].join(',');
    const asHqA = zipEntries((await download('hqA', `ids=${ids}`, 'files')).bytes);
    expect([...asHqA.keys()].sort()).toEqual([`files/${docs.a4}-a4.pdf`, 'manifest.csv']);
    expect(asHqA.get(`files/${docs.a4}-a4.pdf`)).toEqual(fileOf.a4);
    const asAdmin = zipEntries((await download('admin', `ids=${ids}`, 'files')).bytes);
    expect([...asAdmin.keys()].sort()).toEqual(
      [`files/${docs.a4}-a4.pdf`, `files/${docs.b1}-b1.pdf`, 'manifest.csv'].sort(),
    );
    const asHqB = zipEntries((await download('hqB', `ids=${docs.a1}`, 'files')).bytes);
    expect([...asHqB.keys()]).toEqual(['manifest.csv']);
    expect(asHqB.get('manifest.csv')!.toString('utf8').trim()).toBe(FILES_MANIFEST_COLUMNS.join(','));
  });
});
