/**
 * The archived documents with their items as CSV or XLSX, written while the rows are read
 * (archived-document-rows.ts). The XLSX is exceljs's streaming WorkbookWriter with inline
 * strings and no styles, so nothing grows with the number of rows (a shared-strings table
 * would). exceljs hands a sheet's rows to its zip without back-pressure, so after each page of
 * rows the writer waits until the zip has deflated them and the response has taken what the zip
 * wrote: a slow reader holds up the reading of pages instead of filling memory.
 */
import type { EventEmitter } from 'node:events';
import { PassThrough, Readable } from 'node:stream';
import { stringify } from 'csv-stringify';
import ExcelJS from 'exceljs';
import type { Kysely } from 'kysely';
import { ARCHIVED_DOCUMENT_COLUMNS, type ExportFormat } from '../../../common/schemas/exports.js';
import type { Principal } from '../../auth/authorize.js';
import type { Database } from '../../db/schema.js';
import { archivedDocumentRows } from './archived-document-rows.js';
import { EXPORT_PAGE, type ExportFilter } from './exported-documents.js';
import { eventBeforeClose } from './stream-waits.js';

export const EXPORT_MEDIA_TYPES: Record<ExportFormat, string> = {
  csv: 'text/csv; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
};

/** What the zip may hold at each step (rows not yet deflated, deflated bytes not yet sent) before the writer waits. */
const BUFFERED_LIMIT = 256 * 1024;

function csv(db: Kysely<Database>, principal: Principal, filter: ExportFilter): Readable {
  return Readable.from(archivedDocumentRows(db, principal, filter)).pipe(
    stringify({ header: true, columns: [...ARCHIVED_DOCUMENT_COLUMNS] }),
  );
}

/** A stream inside exceljs's zip (readable-stream 3 or Node's), with its buffers' state and where it pipes. */
interface ZipStep extends EventEmitter {
  _writableState?: { length: number };
  _readableState?: { length: number; pipes?: ZipStep | ZipStep[] | null };
}

/**
 * The bytes between the sheet and the response: exceljs 4's sheet stream writes its XML into
 * the zip's input for the entry (kept in its `pipes`) ignoring back-pressure, and from there it
 * goes through the deflate into the zip. Internals, pinned by the version in package.json;
 * tests/api/exports/large-export.test.ts fails if they move.
 */
function bytesInZip(sheet: ExcelJS.Worksheet, output: Readable): number {
  const seen = new Set<ZipStep>();
  let total = 0;
  const walk = (step: ZipStep) => {
    if (seen.has(step) || (step as unknown) === output) return;
    seen.add(step);
    total += (step._writableState?.length ?? 0) + (step._readableState?.length ?? 0);
    const next = step._readableState?.pipes;
    for (const pipe of Array.isArray(next) ? next : next ? [next] : []) walk(pipe);
  };
  for (const input of (sheet as unknown as { stream: { pipes?: ZipStep[] } }).stream.pipes ?? []) walk(input);
  return total;
}

function xlsx(db: Kysely<Database>, principal: Principal, filter: ExportFilter): Readable {
  const output = new PassThrough();
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
    stream: output,
    useSharedStrings: false,
    useStyles: false,
  });
  const sheet = workbook.addWorksheet('Documents');
  sheet.columns = ARCHIVED_DOCUMENT_COLUMNS.map((key) => ({ header: key, key }));
  const zip = (workbook as unknown as { zip: EventEmitter }).zip;
  /** Until the zip holds little (the reader has taken the rest); false when the reader left. */
  const caughtUp = async (): Promise<boolean> => {
    while (bytesInZip(sheet, output) > BUFFERED_LIMIT) {
      if (!(await eventBeforeClose(zip, 'data', output))) return false;
    }
    return !output.destroyed;
  };
  const write = async () => {
    let written = 0;
    for await (const row of archivedDocumentRows(db, principal, filter)) {
      sheet.addRow(row).commit();
      written += 1;
      if (written % EXPORT_PAGE === 0 && !(await caughtUp())) return;
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
