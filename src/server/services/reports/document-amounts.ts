/**
 * The documents uploaded per bucket, and the items' amounts of the documents uploaded in a range,
 * per currency: never summed across currencies (a euro and a dollar do not add up), so each
 * figure is one currency's sum. Read from
 * the rollups of migration 0015, named after the tables whose scope columns they carry
 * (`document_day_count as document`, `doc_item_amount as doc_item`) so the scope applies as is;
 * the range's bounds are quarter hours, so a rollup row is wholly in or out.
 */
import { sql } from 'kysely';
import type { Bucket } from '../../../common/report-days.js';
import type { AppContext } from '../../context.js';
import { bucketCase, byKey, withinBuckets, type ReportScope } from './report-scope.js';

type Row = Record<string, unknown>;

/** Documents per (tenant, location, upload quarter hour, status): sum `document.n`. */
export const DOCUMENT_DAYS = sql`document_day_count as document`;
/** Items and amounts per (tenant, location, upload quarter hour, category, currency). */
export const ITEM_AMOUNTS = sql`doc_item_amount as doc_item`;
/**
 * Workflow steps per (tenant, action, quarter hour, location, detail, person), migration 0017:
 * sum `n`; `detail` and `person` say what the step meant (see there). Not aliased, so
 * scope.where('document_step_count') applies.
 */
export const STEPS = sql`document_step_count`;

/** Each bucket × each currency seen in the buckets' range, zero where a bucket has none. */
export async function amountsPerBucket(context: AppContext, scope: ReportScope, buckets: readonly Bucket[]) {
  const created = sql`doc_item.created_qh`;
  const rows = await sql<Row>`select ${bucketCase(created, buckets)} as k, doc_item.currency as currency,
      coalesce(sum(doc_item.amount_cents), 0) as amount
    from ${ITEM_AMOUNTS}
    where ${withinBuckets(created, buckets)} and ${scope.where('doc_item')}
    group by 1, doc_item.currency having sum(doc_item.items) > 0`.execute(context.db);
  const sums = new Map(rows.rows.map((row) => [`${String(row.k)}|${String(row.currency)}`, Number(row.amount)]));
  const currencies = [...new Set(rows.rows.map((row) => String(row.currency)))].sort();
  return buckets.flatMap((bucket) =>
    currencies.map((currency) => ({
      key: bucket.key,
      currency,
      amountCents: sums.get(`${bucket.key}|${currency}`) ?? 0,
    })),
  );
}

/** Per location and currency, for documents uploaded in [start, end). */
export async function amountsPerLocation(context: AppContext, scope: ReportScope, start: string, end: string) {
  const rows = await sql<Row>`select location.id as id, location.name as name, doc_item.currency as currency,
      coalesce(sum(doc_item.amount_cents), 0) as amount
    from ${ITEM_AMOUNTS} join location on location.id = doc_item.location_id
    where doc_item.created_qh >= ${start} and doc_item.created_qh < ${end}
      and ${scope.where('doc_item')} and ${scope.where('location')}
    group by location.id, location.name, doc_item.currency having sum(doc_item.items) > 0
    order by location.name, doc_item.currency`.execute(context.db);
  return rows.rows.map((row) => ({
    locationId: String(row.id),
    locationName: String(row.name),
    currency: String(row.currency),
    amountCents: Number(row.amount),
  }));
}

/** Categories and currencies by summed amount of the items of documents uploaded in [start, end). */
export async function categoryAmounts(
  context: AppContext,
  scope: ReportScope,
  start: string,
  end: string,
  limit?: number,
) {
  const rows = await sql<Row>`select doc_item.category as category, doc_item.currency as currency,
        sum(doc_item.items) as items, coalesce(sum(doc_item.amount_cents), 0) as amount
      from ${ITEM_AMOUNTS}
      where doc_item.created_qh >= ${start} and doc_item.created_qh < ${end} and ${scope.where('doc_item')}
      group by doc_item.category, doc_item.currency having sum(doc_item.items) > 0
      order by amount desc, doc_item.category, doc_item.currency
      ${limit ? sql`limit ${limit}` : sql``}`.execute(context.db);
  return rows.rows.map((row) => ({
    category: String(row.category),
    currency: String(row.currency),
    items: Number(row.items),
    amountCents: Number(row.amount),
  }));
}

/** Documents created per bucket (every bucket, zero when empty). */
export async function documentsPerBucket(context: AppContext, scope: ReportScope, buckets: readonly Bucket[]) {
  const created = sql`document.created_qh`;
  const rows = await sql<Row>`select ${bucketCase(created, buckets)} as k, sum(document.n) as n
      from ${DOCUMENT_DAYS} where ${withinBuckets(created, buckets)} and ${scope.where('document')}
      group by 1`.execute(context.db);
  const counts = byKey(rows.rows, 'k', 'n');
  return buckets.map((bucket) => ({ key: bucket.key, n: counts.get(bucket.key) ?? 0 }));
}
