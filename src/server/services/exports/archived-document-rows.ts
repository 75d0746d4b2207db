/**
 * The rows of the archived documents export, shared by its CSV and XLSX: one row per item, the
 * document's header on each, and one row with empty item cells for a document without items.
 * Items are read per page of documents, so memory holds one page whatever the export's size.
 * Every text cell goes through the formula guard the other CSV exports use.
 */
import type { Kysely } from 'kysely';
import { ARCHIVED_DOCUMENT_COLUMNS, type ArchivedDocumentColumn } from '../../../common/schemas/exports.js';
import type { Principal } from '../../auth/authorize.js';
import type { Database } from '../../db/schema.js';
import { csvSafe } from '../reports/csv-safe.js';
import { exportedDocumentPages, type ExportFilter, type ExportedDocument } from './exported-documents.js';

export type ExportRow = Record<ArchivedDocumentColumn, string | number | null>;

/** Cents as a number of the currency unit, exact to the cent. */
const units = (cents: number | string | null) => (cents === null ? null : Number((Number(cents) / 100).toFixed(2)));

type StoredItem = Awaited<ReturnType<typeof itemsOf>>[number];

function itemsOf(db: Kysely<Database>, documentIds: string[]) {
  return db
    .selectFrom('doc_item')
    .select([
      'document_id',
      'position',
      'item_date',
      'description',
      'category',
      'amount_cents',
      'tax_cents',
      'currency',
      'id',
    ])
    .where('document_id', 'in', documentIds)
    .orderBy('document_id')
    .orderBy('position')
    .orderBy('id')
    .execute();
}

function row(document: ExportedDocument, item: StoredItem | undefined): ExportRow {
  const cells: ExportRow = {
    documentId: document.id,
    title: document.title,
    tenant: document.tenant_name,
    location: document.location_name,
    status: document.status,
    receivedAt: document.created_at,
    vendor: document.vendor,
    docNumber: document.doc_number,
    docDate: document.doc_date,
    total: units(document.total_cents),
    currency: document.currency,
    itemPosition: item ? Number(item.position) : null,
    itemDate: item?.item_date ?? null,
    itemDescription: item?.description ?? null,
    itemCategory: item?.category ?? null,
    itemAmount: item ? units(item.amount_cents) : null,
    itemTax: item ? units(item.tax_cents) : null,
    itemCurrency: item?.currency ?? null,
  };
  for (const column of ARCHIVED_DOCUMENT_COLUMNS) cells[column] = csvSafe(cells[column]) as string | number | null;
  return cells;
}

/** The export's rows in order: documents oldest first, each document's items in the grid's order. */
export async function* archivedDocumentRows(
  db: Kysely<Database>,
  principal: Principal,
  filter: ExportFilter,
): AsyncGenerator<ExportRow> {
  for await (const page of exportedDocumentPages(db, principal, filter)) {
    const items = new Map<string, StoredItem[]>();
    for (const item of await itemsOf(
      db,
      page.map((document) => document.id),
    )) {
      const list = items.get(item.document_id) ?? [];
      list.push(item);
      items.set(item.document_id, list);
    }
    for (const document of page) {
      const list = items.get(document.id);
      if (!list) yield row(document, undefined);
      else for (const item of list) yield row(document, item);
    }
  }
}
