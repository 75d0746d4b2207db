/**
 * The archive's full-text search (GET /api/documents/search), in the caller's scope.
 *
 * Query (common/schemas/archive.ts documentSearchQuery): q (words, AND, the last one a prefix),
 * status (archived unless given; 'any' for all), tenantId, locationId, from/to (the document's
 * date, else the day it came in), amountMin/amountMax (total in cents), _start/_end.
 * Answer: { hits, total, totalCapped }: the total is exact up to 10,000, else 10,000 and capped.
 * Hits are ranked (bm25 on SQLite, ts_rank on PostgreSQL) and carry a snippet saying where the
 * words matched, the matched words as marked parts.
 * The index is the engine's own (migration 0010); the data scope is applied in the same query.
 */
import { sql, type Kysely, type RawBuilder } from 'kysely';
import {
  SEARCH_TOTAL_CAP,
  searchWords,
  type DocumentSearchHit,
  type DocumentSearchQuery,
  type DocumentSearchResult,
  type TextStatus,
} from '../../../common/schemas/archive.js';
import type { Principal } from '../../auth/authorize.js';
import { scopeCondition, type Grant } from '../../auth/scope.js';
import type { Engine } from '../../db/database.js';
import type { Database } from '../../db/schema.js';
import { buildSnippet } from './search-snippet.js';

const PAGE = 20;

/** The text columns of the FTS5 index (migration 0016); its tenant column is not text. */
const TEXT_COLUMNS = '{file_name vendor doc_number items issues file_text}';

/** A tenant's token in the FTS5 index: 't' and the id's UTF-8 bytes in hex (migration 0016). */
const tenantToken = (tenantId: string) => `t${Buffer.from(tenantId, 'utf8').toString('hex')}`;

/**
 * The FTS5 query: each word quoted (no operator can be smuggled in), the last a prefix, matched
 * in the text columns only; ANDed with the tenants the search can only be in, so FTS5 hands
 * over only their hits.
 */
function ftsMatch(words: readonly string[], tenants: readonly string[] | undefined): string {
  const text = words.map((word, index) => `"${word}"${index === words.length - 1 ? '*' : ''}`).join(' AND ');
  const within = `${TEXT_COLUMNS} : (${text})`;
  if (!tenants) return within;
  return `tenant : (${tenants.map((tenant) => `"${tenantToken(tenant)}"`).join(' OR ')}) AND ${within}`;
}

/** The tsquery: words are letters and digits only, so they need no quoting. */
function tsQuery(words: readonly string[]): string {
  return words.map((word, index) => (index === words.length - 1 ? `${word}:*` : word)).join(' & ');
}

/** The search's filters on `table`'s columns (the document, or PostgreSQL's document_search). */
function filters(query: DocumentSearchQuery, table: 'document' | 'document_search'): RawBuilder<boolean>[] {
  const column = (name: string) => sql.ref(`${table}.${name}`);
  const where: RawBuilder<boolean>[] = [];
  if (query.status !== 'any') where.push(sql<boolean>`${column('status')} = ${query.status}`);
  if (query.tenantId) where.push(sql<boolean>`${column('tenant_id')} = ${query.tenantId}`);
  if (query.locationId) where.push(sql<boolean>`${column('location_id')} = ${query.locationId}`);
  const day =
    table === 'document_search' ? column('day') : sql`coalesce(document.doc_date, substr(document.created_at, 1, 10))`;
  if (query.from) where.push(sql<boolean>`${day} >= ${query.from}`);
  if (query.to) where.push(sql<boolean>`${day} <= ${query.to}`);
  if (query.amountMin !== undefined) where.push(sql<boolean>`${column('total_cents')} >= ${query.amountMin}`);
  if (query.amountMax !== undefined) where.push(sql<boolean>`${column('total_cents')} <= ${query.amountMax}`);
  return where;
}

/** The tenants a search can only be in (the filter's, or every grant's own), or undefined: any. */
function tenantsOf(grants: readonly Grant[], filter: string | undefined): string[] | undefined {
  if (filter) return [filter];
  const own = grants.map((grant) => (grant.kind === 'tenant' ? grant.tenantId : null));
  return own.length > 0 && own.every((tenant): tenant is string => typeof tenant === 'string')
    ? [...new Set(own)]
    : undefined;
}

interface HitRow {
  id: string;
  title: string;
  status: string;
  tenant_id: string;
  location_id: string;
  upload_id: string | null;
  vendor: string | null;
  doc_number: string | null;
  doc_date: string | null;
  total_cents: number | string | null;
  currency: string | null;
  created_at: string;
}

export async function searchDocuments(
  db: Kysely<Database>,
  engine: Engine,
  principal: Principal,
  query: DocumentSearchQuery,
): Promise<DocumentSearchResult> {
  const words = searchWords(query.q);
  const start = query._start;
  const end = query._end ?? start + PAGE;

  // The index joins the document when there are words to look for. PostgreSQL's index keeps
  // the columns the scope and the filters read (migration 0016), so its count and ranking
  // never touch the document table; only the page's hits are joined.
  const onIndex = words.length > 0 && engine === 'postgres';
  const table = onIndex ? 'document_search' : 'document';
  const conditions = [scopeCondition(table, principal.grants), ...filters(query, table)].map(
    (condition) => sql<boolean>`(${condition})`,
  );
  let from: RawBuilder<unknown>;
  let order: RawBuilder<unknown>;
  if (words.length === 0) {
    from = sql`document`;
    order = sql`document.created_at desc, document.id`;
  } else if (onIndex) {
    from = sql`document_search join document on document.id = document_search.document_id`;
    conditions.push(sql<boolean>`document_search.tsv @@ to_tsquery('simple', ${tsQuery(words)})`);
    // The same tenant said on the index table, so PostgreSQL can AND the two bitmaps first.
    const tenants = tenantsOf(principal.grants, query.tenantId);
    if (tenants) conditions.push(sql<boolean>`document_search.tenant_id in (${sql.join(tenants)})`);
    order = sql`ts_rank(document_search.tsv, to_tsquery('simple', ${tsQuery(words)})) desc, document_search.document_id`;
  } else {
    from = sql`document_fts f join document on document.rowid = f.rowid`;
    conditions.push(sql<boolean>`document_fts match ${ftsMatch(words, tenantsOf(principal.grants, query.tenantId))}`);
    order = sql`f.rank, document.id`;
  }
  const where = sql.join(conditions, sql` and `);
  const scoped = sql`from ${from} where ${where}`;
  // Every condition of the PostgreSQL search is on the index table, so its count reads no document.
  const countScope = onIndex ? sql`from document_search where ${where}` : scoped;

  // The capped count and the page at once: on PostgreSQL they run on two pooled connections,
  // so a search waits for the slower of the two rather than for both.
  const [counted, { rows }] = await Promise.all([
    sql<{ n: number | string }>`select count(*) as n from (select 1 as one ${countScope} limit ${
      SEARCH_TOTAL_CAP + 1
    }) capped`.execute(db),
    sql<HitRow>`select document.id, document.title, document.status, document.tenant_id, document.location_id, document.upload_id,
      document.vendor, document.doc_number, document.doc_date, document.total_cents, document.currency, document.created_at
    ${scoped} order by ${order} limit ${end - start} offset ${start}`.execute(db),
  ]);
  const count = Number(counted.rows[0]?.n ?? 0);
  const totalCapped = count > SEARCH_TOTAL_CAP;
  const total = Math.min(count, SEARCH_TOTAL_CAP);

  const ids = rows.map((row) => row.id);
  const none = ['-'];
  const [tenants, locations, texts, items, issues] = await Promise.all([
    db
      .selectFrom('tenant')
      .select(['id', 'name'])
      .where('id', 'in', [...new Set(rows.map((row) => row.tenant_id)), ...none])
      .execute(),
    db
      .selectFrom('location')
      .select(['id', 'name'])
      .where('id', 'in', [...new Set(rows.map((row) => row.location_id)), ...none])
      .execute(),
    db
      .selectFrom('document_text')
      .select(['document_id', 'status', 'text'])
      .where('document_id', 'in', [...ids, ...none])
      .execute(),
    words.length
      ? db
          .selectFrom('doc_item')
          .select(['document_id', 'description', 'category'])
          .where('document_id', 'in', [...ids, ...none])
          .orderBy('position')
          .execute()
      : [],
    words.length
      ? db
          .selectFrom('issue')
          .select(['document_id', 'subject'])
          .where('document_id', 'in', [...ids, ...none])
          .execute()
      : [],
  ]);
  const nameOf = (list: { id: string; name: string }[], key: string) =>
    list.find((row) => row.id === key)?.name ?? null;

  const hits: DocumentSearchHit[] = rows.map((row) => {
    const text = texts.find((one) => one.document_id === row.id);
    return {
      id: row.id,
      title: row.title,
      status: row.status,
      tenantId: row.tenant_id,
      tenantName: nameOf(tenants, row.tenant_id),
      locationId: row.location_id,
      locationName: nameOf(locations, row.location_id),
      uploadId: row.upload_id,
      vendor: row.vendor,
      docNumber: row.doc_number,
      docDate: row.doc_date,
      totalCents: row.total_cents === null ? null : Number(row.total_cents),
      currency: row.currency,
      createdAt: row.created_at,
      textStatus: (text?.status as TextStatus | undefined) ?? null,
      snippet: buildSnippet(
        {
          fileName: row.title,
          vendor: row.vendor,
          docNumber: row.doc_number,
          item: items
            .filter((item) => item.document_id === row.id)
            .map((item) => `${item.description} ${item.category}`)
            .join(' · '),
          issue: issues
            .filter((issue) => issue.document_id === row.id)
            .map((issue) => issue.subject)
            .join(' · '),
          fileText: text?.text ?? null,
        },
        words,
      ),
    };
  });
  return { hits, total, totalCapped };
}
