/**
 * GET /api/reports/client-breakdowns: the client HQ's reports page — documents and amounts by
 * location, items and amounts by category, documents and amounts by month (the tenant's months),
 * for documents uploaded in the range; amounts per currency (document-amounts.ts). Each table
 * also as CSV (format=csv&table=…).
 */
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { monthBuckets } from '../../../../common/report-days.js';
import { REPORT_PATHS, type ClientBreakdownsReport } from '../../../../common/schemas/reports.js';
import type { AppContext } from '../../../context.js';
import { bucketCase, byKey, daysOf, type ReportScope, withinBuckets } from '../../../services/reports/report-scope.js';
import { registerReportRoute } from '../../../http/report-route.js';
import { amountsPerBucket, amountsPerLocation, DOCUMENT_DAYS } from '../../../services/reports/document-amounts.js';
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
      const [locations, locationAmounts, categories, perMonth, monthAmounts] = await Promise.all([
        sql<Row>`select location.id as id, location.name as name, sum(document.n) as documents
        from ${DOCUMENT_DAYS} join location on location.id = document.location_id
        where document.created_qh >= ${start} and document.created_qh < ${end}
          and ${scope.where('document')} and ${scope.where('location')}
        group by location.id, location.name having sum(document.n) > 0
        order by documents desc, location.name`.execute(context.db),
        amountsPerLocation(context, scope, start, end),
        categoryAmounts(context, scope, start, end),
        sql<Row>`select ${bucketCase(sql`document.created_qh`, months)} as k, sum(document.n) as documents
        from ${DOCUMENT_DAYS}
        where ${withinBuckets(sql`document.created_qh`, months)} and ${scope.where('document')}
        group by 1`.execute(context.db),
        amountsPerBucket(context, scope, months),
      ]);
      const monthDocuments = byKey(perMonth.rows, 'k', 'documents');
      const answer: ClientBreakdownsReport = {
        ...scope.meta,
        byLocation: locations.rows.map((row) => ({
          locationId: String(row.id),
          locationName: String(row.name),
          documents: Number(row.documents),
        })),
        amountsByLocation: locationAmounts,
        byCategory: categories,
        byMonth: months.map((month) => ({ month: month.key, documents: monthDocuments.get(month.key) ?? 0 })),
        amountsByMonth: monthAmounts.map(({ key, ...amount }) => ({ month: key, ...amount })),
      };
      return answer;
    },
    tables: (answer) => ({
      byLocation: answer.byLocation,
      amountsByLocation: answer.amountsByLocation,
      byCategory: answer.byCategory,
      byMonth: answer.byMonth,
      amountsByMonth: answer.amountsByMonth,
    }),
  });
}
