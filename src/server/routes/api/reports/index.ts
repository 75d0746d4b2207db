/**
 * The report routes: each a report of services/reports (built in SQL in the caller's scope),
 * served at its URL to the callers its policy action admits, as JSON or one table as CSV.
 */
import type { FastifyInstance } from 'fastify';
import { API_PATHS } from '../../../../common/api-paths.js';
import * as schemas from '../../../../common/schemas/reports.js';
import type { AppContext } from '../../../context.js';
import { registerReportRoute } from '../../../http/report-route.js';
import { adminReport } from '../../../services/reports/admin-report.js';
import { clientBreakdownsReport } from '../../../services/reports/client-breakdowns-report.js';
import { clientHqReport } from '../../../services/reports/client-hq-report.js';
import { dboReport } from '../../../services/reports/dbo-report.js';
import { executiveReport } from '../../../services/reports/executive-report.js';
import { queueReport } from '../../../services/reports/queue-report.js';

const PATHS = API_PATHS.reports;

export function reportRoutes(app: FastifyInstance, context: AppContext): void {
  registerReportRoute(app, context, {
    url: PATHS.clientHq,
    action: 'reports:client',
    summary:
      'The client HQ dashboard: key figures against the previous period, uploads per day, states, turnaround, top categories',
    answer: schemas.clientHqReport,
    report: clientHqReport,
  });
  registerReportRoute(app, context, {
    url: PATHS.clientBreakdowns,
    action: 'reports:client',
    summary: "The client HQ's breakdowns: documents and amounts by location, category and month",
    answer: schemas.clientBreakdownsReport,
    report: clientBreakdownsReport,
  });
  registerReportRoute(app, context, {
    url: PATHS.executive,
    action: 'reports:executive',
    summary: 'The executive summary: month over month, SLA compliance, categories, disputes, the daily trend',
    answer: schemas.executiveReport,
    report: executiveReport,
  });
  registerReportRoute(app, context, {
    url: PATHS.dbo,
    action: 'reports:dbo',
    summary: "A DBO's throughput, handling time and send-back rate beside their teams' median",
    answer: schemas.dboReport,
    report: dboReport,
  });
  registerReportRoute(app, context, {
    url: PATHS.admin,
    action: 'reports:admin',
    summary: 'Across tenants: volume, backlog by state and age, SLA breaches, reasons, productivity',
    answer: schemas.adminReport,
    report: adminReport,
  });
  registerReportRoute(app, context, {
    url: PATHS.queue,
    action: 'reports:queue',
    summary: 'The back-office queue per day: arrivals, completions, reopened, backlog',
    answer: schemas.queueReport,
    report: queueReport,
  });
}
