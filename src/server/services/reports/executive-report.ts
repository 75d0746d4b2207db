/**
 * The client HQ's executive summary — month over month (documents, archived, amounts per
 * currency), SLA compliance (approved by the due time or after it, and the breaches the SLA clock
 * recorded, per month), amounts by category, disputes by reason code, and documents per day
 * against the same day of the previous period of equal length. The steps come from the step
 * rollup (migration 0017).
 */
import { sql } from 'kysely';
import { monthBuckets } from '../../../common/report-days.js';
import type { ExecutiveReport } from '../../../common/schemas/reports.js';
import { amountsPerBucket, categoryAmounts, documentsPerBucket, STEPS } from './document-amounts.js';
import { breachedDocuments } from './breached-documents.js';
import type { ReportDefinition } from './report-definition.js';
import { bucketCase, byKey, withinBuckets, withPrevious } from './report-scope.js';

type Row = Record<string, unknown>;

export const executiveReport: ReportDefinition<ExecutiveReport> = {
  csvName: 'executive',
  build: async (context, scope) => {
    const { days, start, end, previous, previousDays } = withPrevious(scope);
    const months = monthBuckets(scope.query.from, scope.query.to, scope.timeZone);
    const [monthDocs, monthAmounts, monthEvents, breached, categories, disputes, current, before] = await Promise.all([
      documentsPerBucket(context, scope, months),
      amountsPerBucket(context, scope, months),
      sql<Row>`select ${bucketCase(sql`at_qh`, months)} as k,
          coalesce(sum(case when action = 'accept' then n else 0 end), 0) as archived,
          coalesce(sum(case when action = 'approve' and detail = 'on-time' then n else 0 end), 0) as on_time,
          coalesce(sum(case when action = 'approve' and detail = 'late' then n else 0 end), 0) as late
        from ${STEPS}
        where action in ('accept', 'approve') and ${withinBuckets(sql`at_qh`, months)}
          and ${scope.where('document_step_count')}
        group by 1`.execute(context.db),
      breachedDocuments(
        context,
        scope,
        bucketCase(sql`audit_event.at`, months),
        months[0]!.start,
        months[months.length - 1]!.end,
      ),
      categoryAmounts(context, scope, start, end),
      sql<Row>`select detail as reason, sum(n) as n from ${STEPS}
        where action = 'dispute' and at_qh >= ${start} and at_qh < ${end} and ${scope.where('document_step_count')}
        group by detail
        order by n desc, reason`.execute(context.db),
      documentsPerBucket(context, scope, days),
      documentsPerBucket(context, scope, previousDays),
    ]);
    const archived = byKey(monthEvents.rows, 'k', 'archived');
    const onTime = byKey(monthEvents.rows, 'k', 'on_time');
    const late = byKey(monthEvents.rows, 'k', 'late');
    const reasons = disputes.rows.map((row) => ({ reason: String(row.reason), n: Number(row.n) }));
    return {
      ...scope.meta,
      previous,
      months: monthDocs.map((month) => ({
        month: month.key,
        documents: month.n,
        archived: archived.get(month.key) ?? 0,
      })),
      amountsByMonth: monthAmounts.map(({ key, ...amount }) => ({ month: key, ...amount })),
      sla: months.map((month) => ({
        month: month.key,
        onTime: onTime.get(month.key) ?? 0,
        late: late.get(month.key) ?? 0,
        breached: breached.get(month.key) ?? 0,
      })),
      byCategory: categories,
      disputes: { total: reasons.reduce((sum, row) => sum + row.n, 0), reasons },
      trend: current.map((point, index) => ({
        index,
        day: point.key,
        current: point.n,
        previousDay: before[index]?.key ?? '',
        previous: before[index]?.n ?? 0,
      })),
    };
  },
  tables: (answer) => ({
    months: answer.months,
    amountsByMonth: answer.amountsByMonth,
    sla: answer.sla,
    byCategory: answer.byCategory,
    disputeReasons: answer.disputes.reasons,
    trend: answer.trend,
  }),
};
