/**
 * The shape every report route shares: authorize and scope the caller, build the answer, and
 * either return it as JSON or send one of its tables as CSV (format=csv&table=…).
 */
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context.js';
import { reportScope, sendReportCsv, type ReportScope } from '../services/reports/report-scope.js';
import { described } from './route-doc.js';
import { reportQuery } from '../../common/schemas/reports.js';

export interface ReportRoute<Answer> {
  path: string;
  action: string;
  /** The report's name in the CSV file name. */
  csvName: string;
  build: (scope: ReportScope) => Promise<Answer>;
  tables: (answer: Answer) => Record<string, readonly Record<string, unknown>[]>;
}

export function registerReportRoute<Answer>(
  app: FastifyInstance,
  context: AppContext,
  route: ReportRoute<Answer>,
): void {
  const reportDoc = described({
    summary: `The ${route.csvName} report, or one of its tables as CSV (format=csv&table=)`,
    action: route.action,
    tags: ['reports'],
    query: reportQuery,
  });
  app.get(route.path, reportDoc, async (request, reply) => {
    const scope = await reportScope(request, context, route.action);
    const answer = await route.build(scope);
    if (scope.query.format === 'csv')
      return sendReportCsv(reply, route.csvName, route.tables(answer), scope.query.table);
    return answer;
  });
}
