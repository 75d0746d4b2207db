/**
 * The client HQ's reports page — documents and amounts by location, items and amounts by
 * category, documents and amounts by month (the tenant's months), for documents uploaded in the
 * range; amounts per currency (document-amounts.ts).
 */
import { sql } from 'kysely';
import { monthBuckets } from '../../../common/report-days.js';
import type { ClientBreakdownsReport } from '../../../common/schemas/reports.js';
import {
  amountsPerBucket,
  amountsPerLocation,
  categoryAmounts,
  documentsPerBucket,
  DOCUMENT_DAYS,
} from './document-amounts.js';
import type { ReportDefinition } from './report-definition.js';
import { periodOf } from './report-scope.js';

type Row = Record<string, unknown>;

export const clientBreakdownsReport: ReportDefinition<ClientBreakdownsReport> = {
  csvName: 'client-breakdowns',
  build: async (context, scope) => {
    const { start, end } = periodOf(scope);
    const months = monthBuckets(scope.query.from, scope.query.to, scope.timeZone);
    const [locations, locationAmounts, categories, perMonth, monthAmounts] = await Promise.all([
      sql<Row>`select location.id as id, location.name as name, sum(document.n) as documents
        from ${DOCUMENT_DAYS} join location on location.id = document.location_id
        where document.created_qh >= ${start} and document.created_qh < ${end}
          and ${scope.where('document')} and ${scope.where('location')}
        group by location.id, location.name having sum(document.n) > 0
        order by documents desc, location.name`.execute(context.db),
      amountsPerLocation(context, scope, start, end),
      categoryAmounts(context, scope, start, end),
      documentsPerBucket(context, scope, months),
      amountsPerBucket(context, scope, months),
    ]);
    return {
      ...scope.meta,
      byLocation: locations.rows.map((row) => ({
        locationId: String(row.id),
        locationName: String(row.name),
        documents: Number(row.documents),
      })),
      amountsByLocation: locationAmounts,
      byCategory: categories,
      byMonth: perMonth.map((month) => ({ month: month.key, documents: month.n })),
      amountsByMonth: monthAmounts.map(({ key, ...amount }) => ({ month: key, ...amount })),
    };
  },
  tables: (answer) => ({
    byLocation: answer.byLocation,
    amountsByLocation: answer.amountsByLocation,
    byCategory: answer.byCategory,
    byMonth: answer.byMonth,
    amountsByMonth: answer.amountsByMonth,
  }),
};
