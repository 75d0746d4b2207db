/**
 * The DBS supervisor's queue at a glance (GET /api/documents/dashboard), in the caller's scope:
 * documents per status (from the exact per-status counts the triggers of migration 0003 keep),
 * overdue and due in the caller's local day (the browser sends its day's bounds), each DBO's
 * load within the caller's scope for the DBOs of the teams the caller leads (an administrator:
 * every DBO), and the oldest document still waiting. Four queries, whatever the size.
 */
import { sql, type Kysely } from 'kysely';
import type { Dashboard } from '../../../common/schemas/document-work.js';
import { DOCUMENT_STATUSES, OPEN_STATUSES, type DocumentStatus } from '../../../common/workflow.js';
import type { Principal } from '../../auth/authorize.js';
import { scopeCondition } from '../../auth/scope.js';
import { loose } from '../../db/loose.js';
import type { Database } from '../../db/schema.js';
import { slaViewOf } from '../sla/sla-view.js';
import { documentsWithNames } from './document-rows.js';
import { loadWorkload } from './load-workload.js';
import { overdueCondition } from './overdue-condition.js';

export async function loadDashboard(
  db: Kysely<Database>,
  principal: Principal,
  { dayStart, dayEnd }: { dayStart: string; dayEnd: string },
): Promise<Dashboard> {
  const now = new Date().toISOString();
  const scope = scopeCondition('document', principal.grants);
  const [byStatus, due, dbos, oldest] = await Promise.all([
    loose(db)
      .selectFrom('document_count as document')
      .select(['status', sql<number | string>`coalesce(sum(n), 0)`.as('n')])
      .where(scope)
      .groupBy('status')
      .execute(),
    db
      .selectFrom('document')
      .select([
        sql<number | string>`coalesce(sum(case when ${overdueCondition(now)} then 1 else 0 end), 0)`.as('overdue'),
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
    loadWorkload(db, principal, { now, dayStart, dayEnd }),
    documentsWithNames(db)
      .where('document.status', '=', 'new')
      .where(scope)
      .orderBy('document.created_at')
      .orderBy('document.id')
      .limit(1)
      .executeTakeFirst(),
  ]);
  const counts = Object.fromEntries(DOCUMENT_STATUSES.map((status) => [status, 0])) as Record<DocumentStatus, number>;
  for (const row of byStatus as { status: DocumentStatus; n: number | string }[]) counts[row.status] = Number(row.n);
  return {
    counts,
    overdue: Number(due.overdue),
    dueToday: Number(due.due_today),
    dbos,
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
}
