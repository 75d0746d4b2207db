/**
 * GET /api/reports/queue: the back-office queue over time — per day, arrivals (documents
 * created), completions (approvals: the document leaves the back office), reopened (client
 * disputes) and the backlog at the day's end (everything in scope that arrived or was reopened
 * and is not yet completed, counted from the beginning).
 */
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { REPORT_PATHS, type QueueReport } from '../../../../common/schemas/reports.js';
import type { AppContext } from '../../../context.js';
import { bucketTable, byKey, daysOf, reportScope, sendReportCsv } from '../../../services/report-scope.js';

type Row = Record<string, unknown>;

export function showQueueReportRoute(app: FastifyInstance, context: AppContext): void {
  app.get(REPORT_PATHS.queue, async (request, reply) => {
    const scope = await reportScope(request, context, 'reports:queue');
    const days = daysOf(scope);
    const start = days[0]!.start;
    const [arrivals, events, before] = await Promise.all([
      sql<Row>`select b.column1 as k, count(document.id) as n
        from ${bucketTable(days, 'b')}
        join document on document.created_at >= b.column2 and document.created_at < b.column3 and ${scope.where('document')}
        group by b.column1`.execute(context.db),
      sql<Row>`select b.column1 as k,
          coalesce(sum(case when audit_event.action = 'approve' then 1 else 0 end), 0) as completions,
          coalesce(sum(case when audit_event.action = 'dispute' then 1 else 0 end), 0) as reopened
        from ${bucketTable(days, 'b')}
        join audit_event on audit_event.at >= b.column2 and audit_event.at < b.column3
          and audit_event.entity = 'document' and audit_event.action in ('approve', 'dispute')
          and ${scope.where('audit_event')}
        join document on document.id = audit_event.entity_id and ${scope.where('document')}
        group by b.column1`.execute(context.db),
      sql<Row>`select
          (select count(*) from document where document.created_at < ${start} and ${scope.where('document')}) as arrived,
          (select coalesce(sum(case when audit_event.action = 'approve' then -1 else 1 end), 0)
            from audit_event join document on document.id = audit_event.entity_id
            where audit_event.entity = 'document' and audit_event.action in ('approve', 'dispute')
              and audit_event.at < ${start} and ${scope.where('audit_event')} and ${scope.where('document')}) as moved`.execute(
        context.db,
      ),
    ]);
    const arrived = byKey(arrivals.rows, 'k', 'n');
    const completed = byKey(events.rows, 'k', 'completions');
    const reopened = byKey(events.rows, 'k', 'reopened');
    let backlog = Number(before.rows[0]?.arrived ?? 0) + Number(before.rows[0]?.moved ?? 0);
    const answer: QueueReport = {
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
    if (scope.query.format === 'csv') return sendReportCsv(reply, 'queue', { days: answer.days }, scope.query.table);
    return answer;
  });
}
