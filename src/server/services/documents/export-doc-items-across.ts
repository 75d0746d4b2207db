/**
 * The whole filtered set of items across documents as CSV, read page by page (keyset on date
 * and id, db/keyset-pages.ts, so a large export never loads at once). A text cell starting with = + - @ or a control character would run as a
 * formula in a spreadsheet, so it is prefixed with ' (as the upload history's export does).
 */
import { Readable } from 'node:stream';
import { stringify } from 'csv-stringify';
import type { Kysely } from 'kysely';
import type { DocItemAcrossRow, DocItemsAcrossQuery } from '../../../common/schemas/doc-items-across.js';
import type { Principal } from '../../auth/authorize.js';
import { keysetPages } from '../../db/keyset-pages.js';
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
    const rows = keysetPages(
      () => selectAcrossRows(db, principal, query),
      { key: 'doc_item.item_date', id: 'doc_item.id' },
      (last) => ({ key: last.item_date, id: last.id }),
      CHUNK,
    );
    for await (const page of rows) for (const row of page) yield csvRecord(toAcrossRow(row));
  }
  return Readable.from(pages()).pipe(stringify({ header: true, columns: [...COLUMNS] }));
}
