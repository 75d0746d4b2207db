/**
 * The nightly sync's read: documents in the caller's scope in (updated_at, id) order, after an
 * opaque cursor that holds both, with their items. A document changed after it was read gets a
 * later updated_at, so it comes again further on; nothing is skipped because
 * - the order is total (id breaks ties of the same millisecond), and
 * - only changes older than SYNC_SETTLE_MS are served: a write stamps its time before it
 *   commits, so a write still in flight may commit with a time below a row already served; the
 *   margin keeps the cursor behind every write that can still land.
 */
import type { Kysely } from 'kysely';
import type { SyncDocument } from '../../../common/schemas/api-key.js';
import type { Principal } from '../../auth/authorize.js';
import { scopeCondition } from '../../auth/scope.js';
import { afterPosition } from '../../db/keyset-pages.js';
import type { Database } from '../../db/schema.js';
import { HttpError } from '../../errors.js';

/** How far behind now the sync reads (ms): longer than any write's transaction. */
export const SYNC_SETTLE_MS = 2_000;

interface Cursor {
  updatedAt: string;
  id: string;
}

export const encodeCursor = (cursor: Cursor): string =>
  Buffer.from(JSON.stringify([cursor.updatedAt, cursor.id])).toString('base64url');

export function decodeCursor(raw: string): Cursor {
  try {
    const parsed: unknown = JSON.parse(Buffer.from(raw, 'base64url').toString('utf8'));
    if (
      Array.isArray(parsed) &&
      parsed.length === 2 &&
      typeof parsed[0] === 'string' &&
      !Number.isNaN(Date.parse(parsed[0])) &&
      typeof parsed[1] === 'string'
    ) {
      return { updatedAt: parsed[0], id: parsed[1] };
    }
  } catch {
    // Refused below, like any other shape.
  }
  throw new HttpError(400, 'syncCursorInvalid');
}

export interface SyncQuery {
  after?: string;
  updatedSince?: string;
  limit: number;
}

const num = (value: number | string | null): number | null => (value === null ? null : Number(value));

export async function documentsSince(db: Kysely<Database>, principal: Principal, query: SyncQuery) {
  const cursor = query.after ? decodeCursor(query.after) : undefined;
  const settled = new Date(Date.now() - SYNC_SETTLE_MS).toISOString();
  let select = db
    .selectFrom('document')
    .select(['id', 'tenant_id', 'location_id', 'title', 'status', 'created_at', 'updated_at', 'vendor'])
    .select(['doc_number', 'doc_date', 'total_cents', 'currency', 'version'])
    .where(scopeCondition('document', principal.grants))
    .where('updated_at', '<', settled);
  if (cursor) {
    select = select.where(afterPosition('updated_at', 'id', { key: cursor.updatedAt, id: cursor.id }));
  }
  if (query.updatedSince) select = select.where('updated_at', '>=', new Date(query.updatedSince).toISOString());
  // One more than the page tells whether more follow.
  const rows = await select
    .orderBy('updated_at')
    .orderBy('id')
    .limit(query.limit + 1)
    .execute();
  const page = rows.slice(0, query.limit);
  const ids = page.map((row) => row.id);
  const items = ids.length
    ? await db
        .selectFrom('doc_item')
        .select(['id', 'document_id', 'item_date', 'description', 'category', 'amount_cents', 'currency'])
        .select(['tax_cents', 'position'])
        .where('document_id', 'in', ids)
        .orderBy('document_id')
        .orderBy('position')
        .orderBy('id')
        .execute()
    : [];
  const itemsOf = new Map<string, SyncDocument['items']>();
  for (const item of items) {
    const list = itemsOf.get(item.document_id) ?? [];
    list.push({
      id: item.id,
      itemDate: item.item_date,
      description: item.description,
      category: item.category,
      amountCents: Number(item.amount_cents),
      currency: item.currency,
      taxCents: Number(item.tax_cents),
      position: Number(item.position),
    });
    itemsOf.set(item.document_id, list);
  }
  const documents: SyncDocument[] = page.map((row) => ({
    id: row.id,
    tenantId: row.tenant_id,
    locationId: row.location_id,
    title: row.title,
    status: row.status,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
    vendor: row.vendor,
    docNumber: row.doc_number,
    docDate: row.doc_date,
    totalCents: num(row.total_cents),
    currency: row.currency,
    version: Number(row.version),
    items: itemsOf.get(row.id) ?? [],
  }));
  const last = page.at(-1);
  return {
    documents,
    next: last ? encodeCursor({ updatedAt: last.updated_at, id: last.id }) : (query.after ?? null),
    hasMore: rows.length > query.limit,
  };
}
