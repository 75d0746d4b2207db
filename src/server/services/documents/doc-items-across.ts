/**
 * Items across documents: the doc items in the caller's scope with their document, tenant and
 * location, filtered alike for the page of rows, the totals per currency and the CSV export.
 */
import { sql, type Kysely } from 'kysely';
import type { DocItemAcrossRow, DocItemsAcrossQuery } from '../../../common/schemas/doc-items-across.js';
import type { Principal } from '../../auth/authorize.js';
import { scopeCondition } from '../../auth/scope.js';
import type { Database } from '../../db/schema.js';

export const ACROSS_SORT_COLUMNS = {
  itemDate: 'doc_item.item_date',
  amountCents: 'doc_item.amount_cents',
  description: 'doc_item.description',
  category: 'doc_item.category',
  documentTitle: 'document.title',
} as const;

const likeText = (text: string) => `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** The filtered items, joined, without a select: add the columns or aggregates. */
export function filteredItems(db: Kysely<Database>, principal: Principal, query: DocItemsAcrossQuery) {
  let rows = db
    .selectFrom('doc_item')
    .innerJoin('document', 'document.id', 'doc_item.document_id')
    .innerJoin('tenant', 'tenant.id', 'doc_item.tenant_id')
    .innerJoin('location', 'location.id', 'doc_item.location_id')
    .where(scopeCondition('doc_item', principal.grants));
  if (query.tenantId) rows = rows.where('doc_item.tenant_id', '=', query.tenantId);
  if (query.locationId) rows = rows.where('doc_item.location_id', '=', query.locationId);
  if (query.category) rows = rows.where('doc_item.category', '=', query.category);
  if (query.dateFrom) rows = rows.where('doc_item.item_date', '>=', query.dateFrom);
  if (query.dateTo) rows = rows.where('doc_item.item_date', '<=', query.dateTo);
  if (query.amountMin !== undefined) rows = rows.where('doc_item.amount_cents', '>=', query.amountMin);
  if (query.amountMax !== undefined) rows = rows.where('doc_item.amount_cents', '<=', query.amountMax);
  if (query.q) rows = rows.where(sql<boolean>`lower(doc_item.description) like ${likeText(query.q)} escape '\\'`);
  return rows;
}

export function selectAcrossRows(db: Kysely<Database>, principal: Principal, query: DocItemsAcrossQuery) {
  return filteredItems(db, principal, query).select([
    'doc_item.id',
    'doc_item.document_id',
    'document.title as document_title',
    'tenant.name as tenant_name',
    'location.name as location_name',
    'doc_item.item_date',
    'doc_item.description',
    'doc_item.category',
    'doc_item.amount_cents',
    'doc_item.currency',
    'doc_item.tax_cents',
  ]);
}

type AcrossRowQuery = ReturnType<typeof selectAcrossRows>;
export type StoredAcrossRow = Awaited<ReturnType<AcrossRowQuery['executeTakeFirstOrThrow']>>;

export function toAcrossRow(row: StoredAcrossRow): DocItemAcrossRow {
  return {
    id: row.id,
    documentId: row.document_id,
    documentTitle: row.document_title,
    tenantName: row.tenant_name,
    locationName: row.location_name,
    itemDate: row.item_date,
    description: row.description,
    category: row.category,
    amountCents: Number(row.amount_cents),
    currency: row.currency,
    taxCents: Number(row.tax_cents),
  };
}
