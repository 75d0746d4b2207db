/**
 * What every report route shares: the caller's scope and tenant, the tenant's time zone, the
 * day and month buckets as a VALUES table (the same SQL on both engines), and a CSV answer.
 */
import { stringify } from 'csv-stringify';
import type { FastifyReply } from 'fastify';
import { sql, type RawBuilder } from 'kysely';
import { dayBuckets, previousPeriod, type Bucket } from '../../../common/report-days.js';
import type { ReportQuery } from '../../../common/schemas/reports.js';
import type { Principal } from '../../auth/authorize.js';
import { recordInScope } from '../../auth/find-in-scope.js';
import { scopeCondition, TABLE_SCOPES } from '../../auth/scope.js';
import type { AppContext } from '../../context.js';
import type { Database } from '../../db/schema.js';
import { HttpError } from '../../errors.js';
import { csvSafe } from './csv-safe.js';

export interface ReportScope {
  principal: Principal;
  query: ReportQuery;
  /** The one tenant the report is about, or null for everything in scope. */
  tenant: string | null;
  timeZone: string;
  utcDays: boolean;
  /** Rows of a table visible to the caller, and of the chosen tenant. */
  where(table: keyof Database): RawBuilder<boolean>;
  meta: { computedAt: string; from: string; to: string; timeZone: string; utcDays: boolean; tenant: string | null };
}

/**
 * The scope of one report request, from the principal and the query route() already authorized
 * and parsed (so the policy is asked once per request).
 */
export async function reportScope(context: AppContext, principal: Principal, query: ReportQuery): Promise<ReportScope> {
  const tenantGrants = new Set(principal.grants.flatMap((grant) => (grant.kind === 'tenant' ? [grant.tenantId] : [])));
  // A client HQ's report is its own tenant's, in its own time zone.
  const tenant =
    query.tenant ?? (tenantGrants.size === 1 && principal.grants.length === 1 ? [...tenantGrants][0]! : null);
  let timeZone = 'UTC';
  if (tenant) {
    timeZone = (await recordInScope(context.db, 'tenant', principal, tenant)).time_zone;
  }
  const where = (table: keyof Database) => {
    const scope = scopeCondition(table, principal.grants);
    const column = TABLE_SCOPES[table].tenant;
    if (!tenant) return scope;
    return column ? sql<boolean>`(${scope} and ${sql.ref(`${table}.${column}`)} = ${tenant})` : scope;
  };
  const meta = {
    computedAt: new Date().toISOString(),
    from: query.from,
    to: query.to,
    timeZone,
    utcDays: !tenant,
    tenant,
  };
  return { principal, query, tenant, timeZone, utcDays: !tenant, where, meta };
}

/**
 * The bucket of an ISO time column as a CASE over the buckets' ends (ascending, contiguous): one
 * range scan of the rows between the first start and the last end, grouped by this expression,
 * instead of one scan per bucket. The caller bounds the column to [first start, last end).
 */
export function bucketCase(column: RawBuilder<unknown>, buckets: readonly Bucket[]): RawBuilder<string> {
  const whens = buckets.map((bucket) => sql`when ${column} < ${bucket.end} then ${bucket.key}`);
  return sql<string>`(case ${sql.join(whens, sql` `)} end)`;
}

/** [first start, last end) of the buckets, as a condition on an ISO time column. */
export function withinBuckets(column: RawBuilder<unknown>, buckets: readonly Bucket[]): RawBuilder<boolean> {
  return sql<boolean>`(${column} >= ${buckets[0]!.start} and ${column} < ${buckets[buckets.length - 1]!.end})`;
}

export function daysOf(scope: ReportScope, from = scope.query.from, to = scope.query.to): Bucket[] {
  return dayBuckets(from, to, scope.timeZone);
}

/** The range's days in the report's time zone, and where the first starts and the last ends. */
export function periodOf(scope: ReportScope) {
  const days = daysOf(scope);
  return { days, start: days[0]!.start, end: days[days.length - 1]!.end };
}

/** The range's days and bounds, and the previous period of equal length with its days. */
export function withPrevious(scope: ReportScope) {
  const previous = previousPeriod(scope.query.from, scope.query.to);
  return { ...periodOf(scope), previous, previousDays: daysOf(scope, previous.from, previous.to) };
}

/** Rows of `select key, n` as a map. */
export function byKey<T extends Record<string, unknown>>(rows: readonly T[], key: keyof T, value: keyof T) {
  return new Map(rows.map((row) => [String(row[key]), Number(row[value] ?? 0)]));
}

/** One table of a report as CSV (the whole table, formulas neutralised), or 400 for an unknown table. */
export function sendReportCsv(
  reply: FastifyReply,
  report: string,
  tables: Record<string, readonly Record<string, unknown>[]>,
  table: string | undefined,
) {
  const rows = table ? tables[table] : undefined;
  if (!table || !rows) throw new HttpError(400, 'requestInvalid', { params: {} });
  const columns = rows.length ? Object.keys(rows[0]!) : ['empty'];
  const csv = stringify({ header: true, columns });
  for (const row of rows)
    csv.write(Object.fromEntries(Object.entries(row).map(([key, value]) => [key, csvSafe(value ?? '')])));
  csv.end();
  return reply
    .header('content-type', 'text/csv; charset=utf-8')
    .header(
      'content-disposition',
      `attachment; filename="${report}-${table}-${new Date().toISOString().slice(0, 10)}.csv"`,
    )
    .header('x-content-type-options', 'nosniff')
    .send(csv);
}

export const median = (values: readonly number[]): number | null => {
  if (!values.length) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};
