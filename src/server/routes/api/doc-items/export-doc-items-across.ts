/**
 * GET /api/doc-items/across.csv: the whole filtered set of items as CSV, streamed page by page
 * (keyset on date and id, so a large export neither loads at once nor skips or repeats rows
 * under concurrent inserts elsewhere). A text cell starting with = + - @ or a control
 * character would run as a formula in a spreadsheet, so it is prefixed with ' (as the upload
 * history's export does).
 */
import { Readable } from 'node:stream';
import { stringify } from 'csv-stringify';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import {
  DOC_ITEMS_ACROSS_CSV_PATH,
  docItemsAcrossQuery,
  type DocItemAcrossRow,
} from '../../../../common/schemas/doc-items-across.js';
import { authorize } from '../../../auth/authorize.js';
import type { AppContext } from '../../../context.js';
import { parseOr400 } from '../../../errors.js';
import { selectAcrossRows, toAcrossRow } from '../../../services/documents/doc-items-across.js';
import { csvSafe } from '../../../services/reports/csv-safe.js';
import { described } from '../../../http/route-doc.js';

const CHUNK = 1000;
const COLUMNS = [
  'itemDate',
  'documentTitle',
  'tenantName',
  'locationName',
  'description',
  'category',
  'currency',
  'amount',
  'tax',
  'gross',
  'documentId',
  'id',
] as const;

/** Cents as a decimal number of the currency unit, exact to the cent. */
const units = (cents: number) => Number((cents / 100).toFixed(2));

function csvRecord(row: DocItemAcrossRow): Record<string, unknown> {
  const record: Record<string, unknown> = {
    ...row,
    amount: units(row.amountCents),
    tax: units(row.taxCents),
    gross: units(row.amountCents + row.taxCents),
  };
  return Object.fromEntries(COLUMNS.map((column) => [column, csvSafe(record[column])]));
}

export function exportDocItemsAcrossRoute(app: FastifyInstance, context: AppContext): void {
  const exportDoc = described({
    summary: 'The filtered items across documents as CSV',
    action: 'doc-items:across',
    tags: ['doc-items'],
    query: docItemsAcrossQuery,
    answerType: 'text/csv',
  });
  app.get(DOC_ITEMS_ACROSS_CSV_PATH, exportDoc, async (request, reply) => {
    const principal = await authorize(request, context, 'doc-items:across');
    const query = parseOr400(docItemsAcrossQuery, request.query ?? {});
    const db = context.db;
    async function* pages() {
      let after: { date: string; id: string } | undefined;
      for (;;) {
        let rows = selectAcrossRows(db, principal, query);
        if (after) {
          const { date, id } = after;
          rows = rows.where(
            sql<boolean>`(doc_item.item_date > ${date} or (doc_item.item_date = ${date} and doc_item.id > ${id}))`,
          );
        }
        const page = await rows.orderBy('doc_item.item_date').orderBy('doc_item.id').limit(CHUNK).execute();
        for (const row of page) yield csvRecord(toAcrossRow(row));
        const last = page.at(-1);
        if (!last || page.length < CHUNK) return;
        after = { date: last.item_date, id: last.id };
      }
    }
    const csv = Readable.from(pages()).pipe(stringify({ header: true, columns: [...COLUMNS] }));
    return reply
      .header('content-type', 'text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="items-${new Date().toISOString().slice(0, 10)}.csv"`)
      .header('x-content-type-options', 'nosniff')
      .send(csv);
  });
}
