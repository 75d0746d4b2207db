/**
 * What a report is, apart from its URL: how it is built from the caller's scope, and the tables
 * of its answer a person can download as CSV (format=csv&table=…). The route that serves it is
 * http/report-route.ts; the definitions are registered in routes/api/reports/index.ts.
 */
import type { AppContext } from '../../context.js';
import type { ReportScope } from './report-scope.js';

export type ReportTables = Record<string, readonly Record<string, unknown>[]>;

export interface ReportDefinition<Answer> {
  /** The report's name in the CSV file name. */
  csvName: string;
  build(context: AppContext, scope: ReportScope): Promise<Answer>;
  tables(answer: Answer): ReportTables;
}
