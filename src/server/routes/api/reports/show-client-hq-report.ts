/**
 * GET /api/reports/client-hq: the client HQ dashboard — key figures against the previous period
 * of equal length, uploads per day (the tenant's days), documents by state, turnaround from
 * upload to archive, top categories by amount. Every figure one SQL aggregate in scope; amounts
 * per currency, never summed across currencies.
 */
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { previousPeriod, type Bucket } from '../../../../common/report-days.js';
import { REPORT_PATHS, TURNAROUND_BUCKETS, type ClientHqReport } from '../../../../common/schemas/reports.js';
import { DOCUMENT_STATUSES } from '../../../../common/workflow.js';
import type { AppContext } from '../../../context.js';
import {
  bucketCase,
  byKey,
  daysOf,
  reportScope,
  sendReportCsv,
  withinBuckets,
  type ReportScope,
} from '../../../services/reports/report-scope.js';
import { described } from '../../../http/route-doc.js';
import { reportQuery } from '../../../../common/schemas/reports.js';
import { DOCUMENT_DAYS, ITEM_AMOUNTS, STEPS } from '../../../services/reports/document-amounts.js';

type Rows = Record<string, unknown>[];

/** uploads, archived, disputes and the amounts per currency in [start, end). */
export async function periodFigures(context: AppContext, scope: ReportScope, start: string, end: string) {
  const [docs, events, amount] = await Promise.all([
    sql<{ n: unknown }>`select coalesce(sum(document.n), 0) as n from ${DOCUMENT_DAYS}
      where document.created_qh >= ${start} and document.created_qh < ${end} and ${scope.where('document')}`.execute(
      context.db,
    ),
    sql<{ archived: unknown; disputes: unknown }>`select
        coalesce(sum(case when action = 'accept' then n else 0 end), 0) as archived,
        coalesce(sum(case when action = 'dispute' then n else 0 end), 0) as disputes
      from ${STEPS}
      where action in ('accept', 'dispute') and at_qh >= ${start} and at_qh < ${end}
        and ${scope.where('document_step_count')}`.execute(context.db),
    sql<{ currency: unknown; total: unknown }>`select doc_item.currency as currency,
        coalesce(sum(doc_item.amount_cents), 0) as total
      from ${ITEM_AMOUNTS}
      where doc_item.created_qh >= ${start} and doc_item.created_qh < ${end} and ${scope.where('doc_item')}
      group by doc_item.currency having sum(doc_item.items) > 0`.execute(context.db),
  ]);
  return {
    uploads: Number(docs.rows[0]?.n ?? 0),
    archived: Number(events.rows[0]?.archived ?? 0),
    disputes: Number(events.rows[0]?.disputes ?? 0),
    amounts: byKey(amount.rows, 'currency', 'total'),
  };
}

/** Categories and currencies by summed amount of the items of documents uploaded in [start, end). */
export async function categoryAmounts(
  context: AppContext,
  scope: ReportScope,
  start: string,
  end: string,
  limit?: number,
) {
  const rows = await sql<Rows[number]>`select doc_item.category as category, doc_item.currency as currency,
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

/** Documents created per bucket (left join: every bucket, zero when empty). */
export async function documentsPerBucket(context: AppContext, scope: ReportScope, buckets: readonly Bucket[]) {
  const created = sql`document.created_qh`;
  const rows = await sql<Rows[number]>`select ${bucketCase(created, buckets)} as k, sum(document.n) as n
      from ${DOCUMENT_DAYS} where ${withinBuckets(created, buckets)} and ${scope.where('document')}
      group by 1`.execute(context.db);
  const counts = byKey(rows.rows, 'k', 'n');
  return buckets.map((bucket) => ({ key: bucket.key, n: counts.get(bucket.key) ?? 0 }));
}

export function showClientHqReportRoute(app: FastifyInstance, context: AppContext): void {
  const reportDoc = described({
    summary: 'The client HQ report, or one of its tables as CSV (format=csv&table=)',
    action: 'reports:client',
    tags: ['reports'],
    query: reportQuery,
  });
  app.get(REPORT_PATHS.clientHq, reportDoc, async (request, reply) => {
    const scope = await reportScope(request, context, 'reports:client');
    const days = daysOf(scope);
    const previous = previousPeriod(scope.query.from, scope.query.to);
    const previousDays = daysOf(scope, previous.from, previous.to);
    const start = days[0]!.start;
    const end = days[days.length - 1]!.end;
    const [current, before, perDay, statuses, turnaround, categories] = await Promise.all([
      periodFigures(context, scope, start, end),
      periodFigures(context, scope, previousDays[0]!.start, previousDays[previousDays.length - 1]!.end),
      documentsPerBucket(context, scope, days),
      sql<Rows[number]>`select document.status as status, sum(document.n) as n from ${DOCUMENT_DAYS}
        where document.created_qh >= ${start} and document.created_qh < ${end} and ${scope.where('document')}
        group by document.status`.execute(context.db),
      // The turnaround bucket of each archiving was decided when it happened (migration 0017).
      sql<Rows[number]>`select detail as bucket, sum(n) as n from ${STEPS}
        where action = 'accept' and at_qh >= ${start} and at_qh < ${end} and ${scope.where('document_step_count')}
        group by detail`.execute(context.db),
      categoryAmounts(context, scope, start, end, 10),
    ]);
    const statusCounts = byKey(statuses.rows, 'status', 'n');
    const turnaroundCounts = byKey(turnaround.rows, 'bucket', 'n');
    const answer: ClientHqReport = {
      ...scope.meta,
      previous,
      figures: {
        uploads: { current: current.uploads, previous: before.uploads },
        archived: { current: current.archived, previous: before.archived },
        disputes: { current: current.disputes, previous: before.disputes },
        amounts: [...new Set([...current.amounts.keys(), ...before.amounts.keys()])].sort().map((currency) => ({
          currency,
          current: current.amounts.get(currency) ?? 0,
          previous: before.amounts.get(currency) ?? 0,
        })),
      },
      uploadsPerDay: perDay.map((point) => ({ day: point.key, n: point.n })),
      byStatus: DOCUMENT_STATUSES.map((status) => ({ status, n: statusCounts.get(status) ?? 0 })),
      turnaround: TURNAROUND_BUCKETS.map((bucket) => ({ bucket, n: turnaroundCounts.get(bucket) ?? 0 })),
      topCategories: categories,
    };
    if (scope.query.format === 'csv')
      return sendReportCsv(
        reply,
        'client-hq',
        {
          uploadsPerDay: answer.uploadsPerDay,
          byStatus: answer.byStatus,
          turnaround: answer.turnaround,
          topCategories: answer.topCategories,
        },
        scope.query.table,
      );
    return answer;
  });
}
