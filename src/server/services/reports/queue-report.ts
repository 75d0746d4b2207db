/**
 * The back-office queue over time — per day, arrivals (documents created), completions
 * (approvals: the document leaves the back office), reopened (client disputes) and the backlog at
 * the day's end (everything in scope that arrived or was reopened and is not yet completed,
 * counted from the beginning). Documents from the upload rollup (0015), steps from the step
 * rollup (0017).
 */
import { sql } from 'kysely';
import type { QueueReport } from '../../../common/schemas/reports.js';
import { DOCUMENT_DAYS, STEPS } from './document-amounts.js';
import type { ReportDefinition } from './report-definition.js';
import { bucketCase, byKey, periodOf, withinBuckets } from './report-scope.js';

type Row = Record<string, unknown>;

export const queueReport: ReportDefinition<QueueReport> = {
  csvName: 'queue',
  build: async (context, scope) => {
    const { days, start } = periodOf(scope);
    const [arrivals, events, before] = await Promise.all([
      sql<Row>`select ${bucketCase(sql`document.created_qh`, days)} as k, sum(document.n) as n
        from ${DOCUMENT_DAYS} where ${withinBuckets(sql`document.created_qh`, days)} and ${scope.where('document')}
        group by 1`.execute(context.db),
      sql<Row>`select ${bucketCase(sql`at_qh`, days)} as k,
          coalesce(sum(case when action = 'approve' then n else 0 end), 0) as completions,
          coalesce(sum(case when action = 'dispute' then n else 0 end), 0) as reopened
        from ${STEPS}
        where action in ('approve', 'dispute') and ${withinBuckets(sql`at_qh`, days)}
          and ${scope.where('document_step_count')}
        group by 1`.execute(context.db),
      sql<Row>`select
          (select coalesce(sum(document.n), 0) from ${DOCUMENT_DAYS}
            where document.created_qh < ${start} and ${scope.where('document')}) as arrived,
          (select coalesce(sum(case when action = 'approve' then -n else n end), 0) from ${STEPS}
            where action in ('approve', 'dispute') and at_qh < ${start}
              and ${scope.where('document_step_count')}) as moved`.execute(context.db),
    ]);
    const arrived = byKey(arrivals.rows, 'k', 'n');
    const completed = byKey(events.rows, 'k', 'completions');
    const reopened = byKey(events.rows, 'k', 'reopened');
    let backlog = Number(before.rows[0]?.arrived ?? 0) + Number(before.rows[0]?.moved ?? 0);
    return {
      ...scope.meta,
      days: days.map(({ key }) => {
        const day = {
          day: key,
          arrivals: arrived.get(key) ?? 0,
          completions: completed.get(key) ?? 0,
          reopened: reopened.get(key) ?? 0,
          backlog: 0,
        };
        backlog += day.arrivals + day.reopened - day.completions;
        day.backlog = backlog;
        return day;
      }),
    };
  },
  tables: (answer) => ({ days: answer.days }),
};
