/** The report routes (issue 13): one file per report, each aggregating in SQL in the caller's scope. */
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../../context.js';
import { showAdminReportRoute } from './show-admin-report.js';
import { showClientBreakdownsReportRoute } from './show-client-breakdowns-report.js';
import { showClientHqReportRoute } from './show-client-hq-report.js';
import { showDboReportRoute } from './show-dbo-report.js';
import { showExecutiveReportRoute } from './show-executive-report.js';
import { showQueueReportRoute } from './show-queue-report.js';

export function reportRoutes(app: FastifyInstance, context: AppContext): void {
  showClientHqReportRoute(app, context);
  showClientBreakdownsReportRoute(app, context);
  showExecutiveReportRoute(app, context);
  showDboReportRoute(app, context);
  showAdminReportRoute(app, context);
  showQueueReportRoute(app, context);
}
