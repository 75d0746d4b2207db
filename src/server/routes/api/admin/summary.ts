/**
 * The administrator's home page counts (/dbbs/admin), for callers the live policy lets do
 * admin-summary:read:
 *   GET /api/admin/summary   ?since=<ISO start of the caller's day>: tenants, active users,
 *                            documents by state, uploads since then, open issues, overdue documents
 * Two queries whatever the data: one row of scalar counts, and the documents grouped by state,
 * each count within the caller's data scope (a role the policy editor gives the page sees its own).
 */
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { z } from 'zod';
import { API_PATHS } from '../../../../common/api-paths.js';
import { isoDateTime } from '../../../../common/schemas/fields.js';
import { DOCUMENT_STATUSES, type DocumentStatus } from '../../../../common/workflow.js';
import { scopeCondition } from '../../../auth/scope.js';
import type { AppContext } from '../../../context.js';
import type { AdminSummary } from '../../../../common/admin.js';
import { route } from '../../../http/route.js';
import { overdueCondition } from '../../../services/documents/overdue-condition.js';

const summaryQuery = z.strictObject({ since: isoDateTime.optional() });

function startOfUtcDay(now: Date): string {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate())).toISOString();
}

export function adminSummaryRoutes(app: FastifyInstance, context: AppContext): void {
  const { db } = context;

  route(app, context, {
    method: 'GET',
    url: API_PATHS.admin.summary,
    action: 'admin-summary:read',
    summary: "The administrator home's counts, within your scope",
    tags: ['administration'],
    query: summaryQuery,
    handle: async ({ principal, query }): Promise<AdminSummary> => {
      // Each count only within the caller's data scope, as every list is.
      const scope = (table: 'tenant' | 'app_user' | 'upload' | 'issue' | 'document') =>
        scopeCondition(table, principal.grants);
      const now = new Date();
      const asOf = now.toISOString();
      const since = query.since ?? startOfUtcDay(now);
      // Counts come back as bigint text from PostgreSQL: read them with Number().
      type N = number | string;
      const [scalars, byStatus] = await Promise.all([
        sql<{ tenants: N; active_tenants: N; active_users: N; uploads_today: N; open_issues: N; overdue: N }>`
        select
          (select count(*) from tenant where ${scope('tenant')}) as tenants,
          (select count(*) from tenant where active = 1 and ${scope('tenant')}) as active_tenants,
          (select count(*) from app_user where active = 1 and ${scope('app_user')}) as active_users,
          (select count(*) from upload where created_at >= ${since} and ${scope('upload')}) as uploads_today,
          (select count(*) from issue where status = 'open' and ${scope('issue')}) as open_issues,
          (select count(*) from document where ${overdueCondition(asOf)} and ${scope('document')}) as overdue
      `.execute(db),
        db
          .selectFrom('document')
          .select(['status', sql<N>`count(*)`.as('n')])
          .where(scope('document'))
          .groupBy('status')
          .execute(),
      ]);
      const row = scalars.rows[0];
      const counts = Object.fromEntries(DOCUMENT_STATUSES.map((status) => [status, 0])) as Record<
        DocumentStatus,
        number
      >;
      for (const { status, n } of byStatus) if (status in counts) counts[status as DocumentStatus] = Number(n);
      return {
        asOf,
        since,
        tenants: Number(row?.tenants ?? 0),
        activeTenants: Number(row?.active_tenants ?? 0),
        activeUsers: Number(row?.active_users ?? 0),
        documents: { total: Object.values(counts).reduce((sum, n) => sum + n, 0), byStatus: counts },
        uploadsToday: Number(row?.uploads_today ?? 0),
        openIssues: Number(row?.open_issues ?? 0),
        overdueDocuments: Number(row?.overdue ?? 0),
      };
    },
  });
}
