/**
 * A large export streams: 5,000 archived documents (one item each, a long description) read
 * through the export services with a query counter. When the reader stops after the first
 * chunk, the export stops reading pages too (a few queries of the 20 the whole export needs);
 * read to the end, every row is there and the heap grew by far less than the export's size.
 * SQLite only: the streaming is the services' own, the same on both engines (exports.test.ts
 * covers PostgreSQL), and 5,000 documents cost seconds to insert there.
 * The files' ZIP likewise opens one stored file after another as it is read, and when the
 * reader leaves it closes the file it had open and opens no other.
 * EXPORT_BENCH=1 prints the figures.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { parse } from 'csv-parse/sync';
import ExcelJS from 'exceljs';
import type { Kysely, KyselyPlugin } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Principal } from '../../../src/server/auth/authorize.js';
import type { Database } from '../../../src/server/db/schema.js';
import { exportArchivedDocuments } from '../../../src/server/services/exports/export-archived-documents.js';
import { exportFilesZip } from '../../../src/server/services/exports/export-files-zip.js';
import { EXPORT_PAGE } from '../../../src/server/services/exports/exported-documents.js';
import type { FileStorage } from '../../../src/server/storage/file-storage.js';
import { localDiskStorage } from '../../../src/server/storage/local-disk-storage.js';
import { storeBytes } from '../../../src/server/storage/store-bytes.js';
import { startTestServer, type TestServer } from '../../helpers/server.js';
import { waitForSteady } from '../../helpers/wait-for.js';
import { addTenant } from '../documents/fixture.js';

const DOCUMENTS = 5_000;
const BATCH = 500;
/** About 1 KB per item, in good part random, so that the XLSX's compression does not shrink it to nothing. */
const description = (index: number) =>
  `${index} Office chairs and desks ${Array.from({ length: 16 }, () => randomUUID()).join(' ')}`;

const admin: Principal = {
  id: 'bench',
  email: 'bench@example.com',
  roles: ['isDbAdmin'],
  tenantId: null,
  grants: [{ kind: 'all' }],
  may: () => true,
};

describe('a large export on sqlite', () => {
  let server: TestServer;
  let db: Kysely<Database>;
  const queries = { count: 0 };
  let tenantId: string;

  beforeAll(async () => {
    server = await startTestServer('sqlite');
    const counter: KyselyPlugin = {
      transformQuery: ({ node }) => {
        queries.count += 1;
        return node;
      },
      transformResult: async ({ result }) => result,
    };
    db = server.database.db.withPlugin(counter);
    const { tenant, location } = await addTenant(server.database.db, 'Large');
    tenantId = tenant;
    for (let start = 0; start < DOCUMENTS; start += BATCH) {
      const ids = Array.from({ length: BATCH }, () => randomUUID());
      const at = new Date(Date.UTC(2024, 0, 1) + start * 60_000).toISOString();
      await server.database.db
        .insertInto('document')
        .values(
          ids.map((id, index) => ({
            id,
            tenant_id: tenant,
            location_id: location,
            upload_id: null,
            title: `Invoice ${start + index}`,
            status: 'archived',
            assignee_id: null,
            due_at: null,
            created_at: at,
            updated_at: at,
            vendor: `Vendor ${index}`,
            doc_number: null,
            doc_date: '2024-02-01',
            total_cents: 1000 + index,
            currency: 'EUR',
            sent_back_reason: null,
            sent_back_at: null,
          })),
        )
        .execute();
      await server.database.db
        .insertInto('doc_item')
        .values(
          ids.map((id, index) => ({
            id: randomUUID(),
            document_id: id,
            tenant_id: tenant,
            location_id: location,
            item_date: '2024-02-01',
            description: description(index),
            category: 'office',
            amount_cents: 1000 + index,
            currency: 'EUR',
            tax_cents: 0,
            created_at: at,
            position: 0,
          })),
        )
        .execute();
    }
  }, 120_000);
  afterAll(async () => server?.close());

  /** Reads the stream to its end, sampling the heap at each chunk. */
  async function readAll(stream: Readable) {
    const chunks: Buffer[] = [];
    const start = process.memoryUsage().heapUsed;
    let peak = start;
    for await (const chunk of stream) {
      chunks.push(Buffer.from(chunk as Buffer));
      peak = Math.max(peak, process.memoryUsage().heapUsed);
    }
    return { bytes: Buffer.concat(chunks), growth: peak - start };
  }

  it.each(['csv', 'xlsx'] as const)(
    'reads pages only as the %s is consumed, and holds every row at the end',
    async (format) => {
      const pages = Math.ceil(DOCUMENTS / EXPORT_PAGE); // a page of documents and one of their items each
      queries.count = 0;
      const stream = exportArchivedDocuments(db, admin, format, { tenantId });
      const first = (await stream[Symbol.asyncIterator]().next()) as IteratorResult<Buffer>;
      expect(first.done).toBe(false);
      const stalled = await waitForSteady(() => queries.count, { settle: 500, timeout: 30_000 });
      expect(stalled).toBeLessThanOrEqual(6);
      expect(stalled).toBeLessThan(2 * pages);

      const { bytes, growth } = await readAll(stream);
      const total = bytes.length + first.value.length;
      expect(queries.count).toBeGreaterThanOrEqual(2 * pages);
      if (format === 'csv') {
        const rows = parse(Buffer.concat([first.value, bytes]).toString('utf8'), { columns: true });
        expect(rows).toHaveLength(DOCUMENTS);
      } else {
        const workbook = new ExcelJS.Workbook();
        await workbook.xlsx.load(Buffer.concat([first.value, bytes]) as unknown as ArrayBuffer);
        expect(workbook.getWorksheet('Documents')?.actualRowCount).toBe(DOCUMENTS + 1);
      }
      // The rows as strings alone would be about 5,000 x 1 KB; a bounded stream grows by a few pages.
      expect(growth).toBeLessThan(64 * 1024 * 1024);
      if (process.env.EXPORT_BENCH)
        console.info(
          `${format}: ${DOCUMENTS} documents, ${total} bytes, ${queries.count} queries, paused after ${stalled}, heap growth ${(growth / 1048576).toFixed(1)} MB`,
        );
    },
    120_000,
  );

  it('opens the stored files one at a time as the ZIP is read, and stops when the reader leaves', async () => {
    const filesDir = fs.mkdtempSync(path.join(os.tmpdir(), 'dbbs-export-zip-'));
    const disk = localDiskStorage(filesDir);
    const opened: Readable[] = [];
    // The real disk storage, counting what the export opens.
    const counting: FileStorage = {
      ...disk,
      open: async (key, part) => {
        const file = await disk.open(key, part);
        if (file) opened.push(file.stream);
        return file;
      },
    };
    try {
      const { tenant, location } = await addTenant(server.database.db, 'Zipped');
      const uploader = randomUUID();
      const now = new Date().toISOString();
      await server.database.db
        .insertInto('app_user')
        .values({
          id: uploader,
          email: `${uploader}@example.com`,
          name: 'Up',
          roles: '["isUploader"]',
          tenant_id: tenant,
          created_at: now,
        })
        .execute();
      const FILES = 30;
      for (let index = 0; index < FILES; index += 1) {
        const upload = randomUUID();
        // Random bytes do not deflate: 30 files of 256 KB are 7.5 MB of ZIP.
        await storeBytes(disk, `uploads/${upload}`, randomBytes(256 * 1024));
        await server.database.db
          .insertInto('upload')
          .values({
            id: upload,
            tenant_id: tenant,
            location_id: location,
            uploader_id: uploader,
            file_name: `f${index}.bin`,
            mime_type: 'application/pdf',
            size: 256 * 1024,
            sha256: '0'.repeat(64),
            storage_key: `uploads/${upload}`,
            status: 'accepted',
            created_at: now,
          })
          .execute();
        await server.database.db
          .insertInto('document')
          .values({
            id: randomUUID(),
            tenant_id: tenant,
            location_id: location,
            upload_id: upload,
            title: `f${index}`,
            status: 'archived',
            assignee_id: null,
            due_at: null,
            created_at: now,
            updated_at: now,
            vendor: null,
            doc_number: null,
            doc_date: null,
            total_cents: null,
            currency: null,
            sent_back_reason: null,
            sent_back_at: null,
          })
          .execute();
      }
      const zip = exportFilesZip(db, counting, admin, { tenantId: tenant });
      const first = await zip[Symbol.asyncIterator]().next();
      expect(first.done).toBe(false);
      const stalled = await waitForSteady(() => opened.length, { settle: 500, timeout: 30_000 });
      expect(stalled).toBeGreaterThanOrEqual(1);
      expect(stalled).toBeLessThan(FILES / 2);
      // The client leaves (Fastify destroys the answer's stream).
      zip.destroy();
      await waitForSteady(() => opened.filter((stream) => stream.destroyed).length, { settle: 300, timeout: 30_000 });
      expect(opened.every((stream) => stream.destroyed)).toBe(true);
      expect(opened.length).toBe(stalled);
      if (process.env.EXPORT_BENCH)
        console.info(`zip: ${FILES} files of 256 KB, ${stalled} opened when the reader stopped`);
    } finally {
      fs.rmSync(filesDir, { recursive: true, force: true });
    }
  }, 120_000);
});
