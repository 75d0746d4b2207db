/**
 * Across tenants (or one, ?tenant=) — volume per tenant, the backlog by state and age (now), SLA
 * breaches per tenant (approved after the due time and clocks that passed their due time in the
 * range, open and overdue now), send-back and dispute reasons (their reason codes), and submits
 * per DBO, and the automation rate by company, vendor and DBO (automation-rate.ts). The steps
 * come from the step rollup (migration 0017).
 */
import { sql } from 'kysely';
import { BACKLOG_AGES, type AdminReport } from '../../../common/schemas/reports.js';
import { DOCUMENT_STATUSES } from '../../../common/workflow.js';
import { overdueCondition } from '../documents/overdue-condition.js';
import { automationRows } from './automation-rate.js';
import { backlogByAge } from './backlog-by-age.js';
import { breachedDocuments } from './breached-documents.js';
import { DOCUMENT_DAYS, STEPS } from './document-amounts.js';
import type { ReportDefinition } from './report-definition.js';
import { periodOf } from './report-scope.js';

type Row = Record<string, unknown>;

export const adminReport: ReportDefinition<AdminReport> = {
  csvName: 'admin',
  build: async (context, scope) => {
    const { start, end } = periodOf(scope);
    const nowTime = Date.now();
    const now = new Date(nowTime).toISOString();
    const [volume, backlog, late, breachedBy, overdue, reasons, productivity, automation] = await Promise.all([
      sql<Row>`select tenant.id as id, tenant.name as name, sum(document.n) as n
      from ${DOCUMENT_DAYS} join tenant on tenant.id = document.tenant_id
      where document.created_qh >= ${start} and document.created_qh < ${end}
        and ${scope.where('document')} and ${scope.where('tenant')}
      group by tenant.id, tenant.name having sum(document.n) > 0 order by n desc, tenant.name`.execute(context.db),
      backlogByAge(context, scope, nowTime),
      sql<Row>`select tenant_id as id, sum(n) as late from ${STEPS}
      where action = 'approve' and detail = 'late'
        and at_qh >= ${start} and at_qh < ${end} and ${scope.where('document_step_count')}
      group by tenant_id`.execute(context.db),
      breachedDocuments(context, scope, sql`document.tenant_id`, start, end),
      sql<Row>`select document.tenant_id as id, count(*) as n from document
      where ${overdueCondition(now)} and ${scope.where('document')}
      group by document.tenant_id`.execute(context.db),
      sql<Row>`select action as kind, detail as reason, sum(n) as n from ${STEPS}
      where action in ('send-back', 'dispute') and at_qh >= ${start} and at_qh < ${end}
        and ${scope.where('document_step_count')}
      group by action, detail
      order by n desc, kind, reason limit 50`.execute(context.db),
      sql<Row>`select app_user.id as id, app_user.name as name, submits.n as n,
        (select min(team.name) from team_member join team on team.id = team_member.team_id
          where team_member.user_id = app_user.id) as team
      from (select person, sum(n) as n from ${STEPS}
          where action = 'submit' and at_qh >= ${start} and at_qh < ${end}
            and ${scope.where('document_step_count')}
          group by person) as submits
      join app_user on app_user.id = submits.person
      order by submits.n desc, app_user.name`.execute(context.db),
      automationRows(context, scope, start, end, ['tenant', 'vendor', 'dbo']),
    ]);
    const tenantIds = new Set(
      [...late.rows, ...overdue.rows].map((row) => String(row.id)).concat([...breachedBy.keys()]),
    );
    const names = tenantIds.size
      ? await context.db
          .selectFrom('tenant')
          .select(['id', 'name'])
          .where('id', 'in', [...tenantIds])
          .execute()
      : [];
    const lateBy = new Map(late.rows.map((row) => [String(row.id), Number(row.late)]));
    const overdueBy = new Map(overdue.rows.map((row) => [String(row.id), Number(row.n)]));
    return {
      ...scope.meta,
      volume: volume.rows.map((row) => ({
        tenantId: String(row.id),
        tenantName: String(row.name),
        documents: Number(row.n),
      })),
      backlog: DOCUMENT_STATUSES.filter((status) => status !== 'archived').flatMap((status) =>
        BACKLOG_AGES.map((age) => ({ status, age, n: backlog.get(`${status}|${age}`) ?? 0 })),
      ),
      slaBreaches: names
        .map((tenant) => ({
          tenantId: tenant.id,
          tenantName: tenant.name,
          approvedLate: lateBy.get(tenant.id) ?? 0,
          breached: breachedBy.get(tenant.id) ?? 0,
          openOverdue: overdueBy.get(tenant.id) ?? 0,
        }))
        .sort(
          (a, b) =>
            b.approvedLate + b.breached + b.openOverdue - (a.approvedLate + a.breached + a.openOverdue) ||
            a.tenantName.localeCompare(b.tenantName),
        ),
      reasons: reasons.rows.map((row) => ({
        kind: String(row.kind) === 'dispute' ? 'dispute' : 'send-back',
        reason: String(row.reason),
        n: Number(row.n),
      })),
      productivity: productivity.rows.map((row) => ({
        userId: String(row.id),
        userName: String(row.name),
        teamName: row.team == null ? null : String(row.team),
        submitted: Number(row.n),
      })),
      automation,
    };
  },
  tables: (answer) => ({
    volume: answer.volume,
    backlog: answer.backlog,
    slaBreaches: answer.slaBreaches,
    reasons: answer.reasons,
    productivity: answer.productivity,
    automation: answer.automation,
  }),
};
