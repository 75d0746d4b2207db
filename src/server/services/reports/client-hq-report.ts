/**
 * The client HQ dashboard — key figures against the previous period of equal length, uploads per
 * day (the tenant's days), documents by state, turnaround from upload to archive, top categories
 * by amount. Every figure one SQL aggregate in scope; amounts per currency, never summed across
 * currencies.
 */
import { sql } from 'kysely';
import { TURNAROUND_BUCKETS, type ClientHqReport } from '../../../common/schemas/reports.js';
import { DOCUMENT_STATUSES } from '../../../common/workflow.js';
import type { AppContext } from '../../context.js';
import { categoryAmounts, documentsPerBucket, DOCUMENT_DAYS, ITEM_AMOUNTS, STEPS } from './document-amounts.js';
import type { ReportDefinition } from './report-definition.js';
import { byKey, withPrevious, type ReportScope } from './report-scope.js';

type Row = Record<string, unknown>;

/** uploads, archived, disputes and the amounts per currency in [start, end). */
async function periodFigures(context: AppContext, scope: ReportScope, start: string, end: string) {
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

export const clientHqReport: ReportDefinition<ClientHqReport> = {
  csvName: 'client-hq',
  build: async (context, scope) => {
    const { days, start, end, previous, previousDays } = withPrevious(scope);
    const [current, before, perDay, statuses, turnaround, categories] = await Promise.all([
      periodFigures(context, scope, start, end),
      periodFigures(context, scope, previousDays[0]!.start, previousDays[previousDays.length - 1]!.end),
      documentsPerBucket(context, scope, days),
      sql<Row>`select document.status as status, sum(document.n) as n from ${DOCUMENT_DAYS}
        where document.created_qh >= ${start} and document.created_qh < ${end} and ${scope.where('document')}
        group by document.status`.execute(context.db),
      // The turnaround bucket of each archiving was decided when it happened (migration 0017).
      sql<Row>`select detail as bucket, sum(n) as n from ${STEPS}
        where action = 'accept' and at_qh >= ${start} and at_qh < ${end} and ${scope.where('document_step_count')}
        group by detail`.execute(context.db),
      categoryAmounts(context, scope, start, end, 10),
    ]);
    const statusCounts = byKey(statuses.rows, 'status', 'n');
    const turnaroundCounts = byKey(turnaround.rows, 'bucket', 'n');
    return {
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
  },
  tables: (answer) => ({
    uploadsPerDay: answer.uploadsPerDay,
    byStatus: answer.byStatus,
    turnaround: answer.turnaround,
    topCategories: answer.topCategories,
  }),
};
