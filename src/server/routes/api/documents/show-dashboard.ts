/**
 * GET /api/documents/dashboard?dayStart=…&dayEnd=…: the DBS supervisor's queue at a glance, in
 * the caller's scope (services/documents/load-dashboard.ts).
 */
import type { FastifyInstance } from 'fastify';
import { API_PATHS } from '../../../../common/api-paths.js';
import { dashboard, dashboardQuery } from '../../../../common/schemas/document-work.js';
import type { AppContext } from '../../../context.js';
import { route } from '../../../http/route.js';
import { loadDashboard } from '../../../services/documents/load-dashboard.js';

export function showDashboardRoute(app: FastifyInstance, context: AppContext): void {
  route(app, context, {
    method: 'GET',
    url: API_PATHS.documents.dashboard,
    action: 'documents:dashboard',
    summary: 'Counts, overdue, due today, DBO loads and the oldest waiting document',
    query: dashboardQuery,
    answer: dashboard,
    handle: ({ principal, query }) => loadDashboard(context.db, principal, query),
  });
}
