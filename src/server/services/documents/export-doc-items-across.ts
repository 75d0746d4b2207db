/**
 * The whole filtered set of items across documents as CSV, read page by page (keyset on date
 * and id, so a large export neither loads at once nor skips or repeats rows under concurrent
 * inserts elsewhere). A text cell starting with = + - @ or a control character would run as a
 * formula in a spreadsheet, so it is prefixed with ' (as the upload history's export does).
 */
import { Readable } from 'node:stream';
import { stringify } from 'csv-stringify';
import { sql, type Kysely } from 'kysely';
import type { DocItemAcrossRow, DocItemsAcrossQuery } from '../../../common/schemas/doc-items-across.js';
import type { Principal } from '../../auth/authorize.js';
import type { Database } from '../../db/schema.js';
import { csvSafe } from '../reports/csv-safe.js';
import { selectAcrossRows, toAcrossRow } from './doc-items-across.js';

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

/** The CSV text as a stream, with its header line; pages are read as the stream is consumed. */
export function exportDocItemsAcross(db: Kysely<Database>, principal: Principal, query: DocItemsAcrossQuery): Readable {
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
  return Readable.from(pages()).pipe(stringify({ header: true, columns: [...COLUMNS] }));
}
