/**
 * The archived documents with their items as CSV or XLSX, written while the rows are read
 * (archived-document-rows.ts). The XLSX is exceljs's streaming WorkbookWriter with inline
 * strings and no styles, so nothing grows with the number of rows (a shared-strings table
 * would); it waits for the response to take what was written after each page of rows.
 */
import { once } from 'node:events';
import { PassThrough, Readable } from 'node:stream';
import { stringify } from 'csv-stringify';
import ExcelJS from 'exceljs';
import type { Kysely } from 'kysely';
import { ARCHIVED_DOCUMENT_COLUMNS, type ExportFormat } from '../../../common/schemas/exports.js';
import type { Principal } from '../../auth/authorize.js';
import type { Database } from '../../db/schema.js';
import { archivedDocumentRows } from './archived-document-rows.js';
import { EXPORT_PAGE, type ExportFilter } from './exported-documents.js';

export const EXPORT_MEDIA_TYPES: Record<ExportFormat, string> = {
  csv: 'text/csv; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
};

function csv(db: Kysely<Database>, principal: Principal, filter: ExportFilter): Readable {
  return Readable.from(archivedDocumentRows(db, principal, filter)).pipe(
    stringify({ header: true, columns: [...ARCHIVED_DOCUMENT_COLUMNS] }),
  );
}

function xlsx(db: Kysely<Database>, principal: Principal, filter: ExportFilter): Readable {
  const output = new PassThrough();
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: output, useSharedStrings: false, useStyles: false });
  const sheet = workbook.addWorksheet('Documents');
  sheet.columns = ARCHIVED_DOCUMENT_COLUMNS.map((key) => ({ header: key, key }));
  const write = async () => {
    let written = 0;
    for await (const row of archivedDocumentRows(db, principal, filter)) {
      sheet.addRow(row).commit();
      written += 1;
      if (written % EXPORT_PAGE === 0 && output.writableNeedDrain) await once(output, 'drain');
    }
    sheet.commit();
    await workbook.commit();
  };
  write().catch((error: unknown) => output.destroy(error instanceof Error ? error : new Error(String(error))));
  return output;
}

/** The export as a stream of the format's bytes; rows are read as the stream is consumed. */
export function exportArchivedDocuments(
  db: Kysely<Database>,
  principal: Principal,
  format: ExportFormat,
  filter: ExportFilter,
): Readable {
  return format === 'csv' ? csv(db, principal, filter) : xlsx(db, principal, filter);
}
