/**
 * A large export streams: 5,000 archived documents (one item each, a long description) read
 * through the export services with a query counter. When the reader stops after the first
 * chunk, the export stops reading pages too (a few queries of the 20 the whole export needs);
 * read to the end, every row is there and the heap grew by far less than the export's size.
 * SQLite only: the streaming is the services' own, the same on both engines (exports.test.ts
 * covers PostgreSQL), and 5,000 documents cost seconds to insert there.
 * EXPORT_BENCH=1 prints the figures.
 */
import { randomUUID } from 'node:crypto';
import type { Readable } from 'node:stream';
import { parse } from 'csv-parse/sync';
import ExcelJS from 'exceljs';
import type { Kysely, KyselyPlugin } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Principal } from '../../../src/server/auth/authorize.js';
import type { Database } from '../../../src/server/db/schema.js';
import { exportArchivedDocuments } from '../../../src/server/services/exports/export-archived-documents.js';
import { EXPORT_PAGE } from '../../../src/server/services/exports/exported-documents.js';
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
});
