/**
 * GET /api/reports/client-breakdowns: the client HQ's reports page — documents and amounts by
 * location, items and amounts by category, documents and amounts by month (the tenant's months),
 * for documents uploaded in the range. Each table also as CSV (format=csv&table=…).
 */
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { monthBuckets } from '../../../../common/report-days.js';
import { REPORT_PATHS, type ClientBreakdownsReport } from '../../../../common/schemas/reports.js';
import type { AppContext } from '../../../context.js';
import { bucketCase, byKey, daysOf, type ReportScope, withinBuckets } from '../../../services/report-scope.js';
import { registerReportRoute } from './register-report-route.js';
import { documentAmounts } from './document-amounts.js';
import { categoryAmounts } from './show-client-hq-report.js';

type Row = Record<string, unknown>;

export function showClientBreakdownsReportRoute(app: FastifyInstance, context: AppContext): void {
  registerReportRoute(app, context, {
    path: REPORT_PATHS.clientBreakdowns,
    action: 'reports:client',
    csvName: 'client-breakdowns',
    build: async (scope: ReportScope) => {
      const days = daysOf(scope);
      const months = monthBuckets(scope.query.from, scope.query.to, scope.timeZone);
      const start = days[0]!.start;
      const end = days[days.length - 1]!.end;
      const perDocument = documentAmounts(scope, start, end);
      const [locations, categories, perMonth] = await Promise.all([
        sql<Row>`select location.id as id, location.name as name, count(document.id) as documents,
          coalesce(sum(amounts.amount), 0) as amount
        from document join location on location.id = document.location_id
        left join ${perDocument} as amounts on amounts.document_id = document.id
        where document.created_at >= ${start} and document.created_at < ${end}
          and ${scope.where('document')} and ${scope.where('location')}
        group by location.id, location.name
        order by documents desc, location.name`.execute(context.db),
        categoryAmounts(context, scope, start, end),
        sql<Row>`select ${bucketCase(sql`document.created_at`, months)} as k, count(*) as documents,
          coalesce(sum(amounts.amount), 0) as amount
        from document left join ${perDocument} as amounts on amounts.document_id = document.id
        where ${withinBuckets(sql`document.created_at`, months)} and ${scope.where('document')}
        group by 1`.execute(context.db),
      ]);
      const monthDocuments = byKey(perMonth.rows, 'k', 'documents');
      const monthAmounts = byKey(perMonth.rows, 'k', 'amount');
      const answer: ClientBreakdownsReport = {
        ...scope.meta,
        byLocation: locations.rows.map((row) => ({
          locationId: String(row.id),
          locationName: String(row.name),
          documents: Number(row.documents),
          amountCents: Number(row.amount),
        })),
        byCategory: categories,
        byMonth: months.map((month) => ({
          month: month.key,
          documents: monthDocuments.get(month.key) ?? 0,
          amountCents: monthAmounts.get(month.key) ?? 0,
        })),
      };
      return answer;
    },
    tables: (answer) => ({ byLocation: answer.byLocation, byCategory: answer.byCategory, byMonth: answer.byMonth }),
  });
}
