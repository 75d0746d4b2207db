/**
 * The documents an export reads, in the caller's scope, page by page (keyset on created_at and
 * id, db/keyset-pages.ts). Both exports (the documents and the files) read here.
 */
import { sql, type Kysely } from 'kysely';
import type { Principal } from '../../auth/authorize.js';
import { scopeCondition } from '../../auth/scope.js';
import { keysetPages } from '../../db/keyset-pages.js';
import type { Database } from '../../db/schema.js';

/** The filter of an export: the archived documents of a period, tenant, location and total, or a selection. */
export interface ExportFilter {
  from?: string;
  to?: string;
  tenantId?: string;
  locationId?: string;
  amountMin?: number;
  amountMax?: number;
  /** Documents picked by hand: then the other fields narrow them, and any state is taken. */
  ids?: string[];
}

export const EXPORT_PAGE = 500;

/** The document's day as the archive filters it: its own date, else the day it came in. */
const documentDay = sql<string>`coalesce(document.doc_date, substr(document.created_at, 1, 10))`;

function filteredDocuments(db: Kysely<Database>, principal: Principal, filter: ExportFilter) {
  let rows = db
    .selectFrom('document')
    .innerJoin('tenant', 'tenant.id', 'document.tenant_id')
    .innerJoin('location', 'location.id', 'document.location_id')
    .leftJoin('upload', 'upload.id', 'document.upload_id')
    .where(scopeCondition('document', principal.grants));
  rows = filter.ids ? rows.where('document.id', 'in', filter.ids) : rows.where('document.status', '=', 'archived');
  if (filter.tenantId) rows = rows.where('document.tenant_id', '=', filter.tenantId);
  if (filter.locationId) rows = rows.where('document.location_id', '=', filter.locationId);
  if (filter.from) rows = rows.where(sql<boolean>`${documentDay} >= ${filter.from}`);
  if (filter.to) rows = rows.where(sql<boolean>`${documentDay} <= ${filter.to}`);
  if (filter.amountMin !== undefined) rows = rows.where('document.total_cents', '>=', filter.amountMin);
  if (filter.amountMax !== undefined) rows = rows.where('document.total_cents', '<=', filter.amountMax);
  return rows.select([
    'document.id',
    'document.title',
    'document.status',
    'document.created_at',
    'document.vendor',
    'document.doc_number',
    'document.doc_date',
    'document.total_cents',
    'document.currency',
    'tenant.name as tenant_name',
    'location.name as location_name',
    'upload.file_name',
    'upload.size',
    'upload.sha256',
    'upload.storage_key',
  ]);
}

export type ExportedDocument = Awaited<ReturnType<ReturnType<typeof filteredDocuments>['executeTakeFirstOrThrow']>>;

/** The filtered documents, one page at a time, oldest first. */
export async function* exportedDocumentPages(
  db: Kysely<Database>,
  principal: Principal,
  filter: ExportFilter,
  pageSize = EXPORT_PAGE,
): AsyncGenerator<ExportedDocument[]> {
  yield* keysetPages(
    () => filteredDocuments(db, principal, filter),
    { key: 'document.created_at', id: 'document.id' },
    (last) => ({ key: last.created_at, id: last.id }),
    pageSize,
  );
}
