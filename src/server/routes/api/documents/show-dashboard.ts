/**
 * GET /api/documents/dashboard?dayStart=…&dayEnd=…: the DBS supervisor's queue at a glance, in
 * the caller's scope: documents per status (from the exact per-status counts the triggers of
 * migration 0003 keep), overdue and due in the caller's local day (the browser sends its day's
 * bounds), each DBO's load within the caller's scope for the DBOs of the teams the caller
 * leads (an administrator: every DBO), and the oldest document still waiting. Four queries, whatever the size.
 */
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { dashboardQuery, type Dashboard } from '../../../../common/schemas/document-work.js';
import { DOCUMENT_STATUSES, OPEN_STATUSES, type DocumentStatus } from '../../../../common/workflow.js';
import { authorize } from '../../../auth/authorize.js';
import { scopeCondition } from '../../../auth/scope.js';
import type { AppContext } from '../../../context.js';
import { loose } from '../../../db/loose.js';
import { parseOr400 } from '../../../errors.js';
import { assignableDbos } from '../../../services/documents/document-assignment.js';
import { dboLoads } from '../../../services/documents/dbo-load.js';
import { slaViewOf } from '../../../services/sla/sla-view.js';
import { documentsWithNames } from '../../../services/documents/document-rows.js';

export function showDashboardRoute(app: FastifyInstance, context: AppContext): void {
  app.get('/api/documents/dashboard', async (request): Promise<Dashboard> => {
    const principal = await authorize(request, context, 'documents:dashboard');
    const { dayStart, dayEnd } = parseOr400(dashboardQuery, request.query);
    const now = new Date().toISOString();
    const scope = scopeCondition('document', principal.grants);
    const [byStatus, due, dbos, oldest] = await Promise.all([
      loose(context.db)
        .selectFrom('document_count as document')
        .select(['status', sql<number | string>`coalesce(sum(n), 0)`.as('n')])
        .where(scope)
        .groupBy('status')
        .execute(),
      context.db
        .selectFrom('document')
        .select([
          sql<number | string>`coalesce(sum(case when due_at < ${now} then 1 else 0 end), 0)`.as('overdue'),
          sql<
            number | string
          >`coalesce(sum(case when due_at >= ${dayStart} and due_at < ${dayEnd} then 1 else 0 end), 0)`.as('due_today'),
        ])
        .where('status', 'in', [...OPEN_STATUSES])
        .where('due_at', '<', dayEnd > now ? dayEnd : now)
        // A clock paused on the client is neither due nor overdue until it resumes.
        .where('sla_paused_at', 'is', null)
        .where(scope)
        .executeTakeFirstOrThrow(),
      assignableDbos(context.db, principal),
      documentsWithNames(context.db)
        .where('document.status', '=', 'new')
        .where(scope)
        .orderBy('document.created_at')
        .orderBy('document.id')
        .limit(1)
        .executeTakeFirst(),
    ]);
    const counts = Object.fromEntries(DOCUMENT_STATUSES.map((status) => [status, 0])) as Record<DocumentStatus, number>;
    for (const row of byStatus as { status: DocumentStatus; n: number | string }[]) counts[row.status] = Number(row.n);
    const loads = await dboLoads(
      context.db,
      dbos.map((dbo) => dbo.id),
      { grants: principal.grants, now, dayStart, dayEnd },
    );
    return {
      counts,
      overdue: Number(due.overdue),
      dueToday: Number(due.due_today),
      dbos: dbos.map((dbo) => ({ ...dbo, ...(loads.get(dbo.id) ?? { open: 0, dueToday: 0, overdue: 0 }) })),
      oldestWaiting: oldest
        ? {
            id: oldest.id,
            title: oldest.title,
            tenantName: oldest.tenant_name,
            locationName: oldest.location_name,
            createdAt: oldest.created_at,
            // Its clock as lists show it (the time left in business hours).
            ...slaViewOf(oldest),
          }
        : null,
    };
  });
}
