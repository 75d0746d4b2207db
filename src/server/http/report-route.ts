/**
 * The shape every report route shares, declared through route(): the policy action authorizes
 * the caller and the report query is parsed once, the report is built in the caller's scope, and
 * the answer is either JSON or one of its tables as CSV (format=csv&table=…).
 */
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import { reportQuery } from '../../common/schemas/reports.js';
import type { AppContext } from '../context.js';
import type { ReportDefinition } from '../services/reports/report-definition.js';
import { reportScope, sendReportCsv } from '../services/reports/report-scope.js';
import { route } from './route.js';

export interface ReportRoute<Answer> {
  url: string;
  action: string;
  /** What the report shows, for the API's documentation. */
  summary: string;
  /** The JSON answer's schema (common/schemas/reports.ts). */
  answer: z.ZodType<Answer>;
  report: ReportDefinition<Answer>;
}

export function registerReportRoute<Answer>(
  app: FastifyInstance,
  context: AppContext,
  { url, action, summary, answer, report }: ReportRoute<Answer>,
): void {
  route(app, context, {
    method: 'GET',
    url,
    action,
    summary: `${summary}; or one of its tables as CSV (format=csv&table=)`,
    tags: ['reports'],
    query: reportQuery,
    answer,
    alsoAnswers: ['text/csv'],
    handle: async ({ principal, query }, _request, reply) => {
      const scope = await reportScope(context, principal, query);
      const built = await report.build(context, scope);
      if (query.format === 'csv') return sendReportCsv(reply, report.csvName, report.tables(built), query.table);
      return built;
    },
  });
}
