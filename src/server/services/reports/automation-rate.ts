/**
 * The automation rate: the share of keyed fields accepted unchanged from the file's
 * suggestions, per client company, vendor and DBO, over the submits in the range (the last
 * submit of each document counts: capture_outcome keeps only it). The product measuring its own
 * accuracy, on the same rows it learns from.
 */
import { sql, type RawBuilder } from 'kysely';
import type { AutomationRow } from '../../../common/schemas/reports.js';
import type { AppContext } from '../../context.js';
import type { ReportScope } from './report-scope.js';

type Row = { name: string | null; fields: number | string; accepted: number | string };

const GROUPS: Record<AutomationRow['by'], { name: RawBuilder<unknown>; join: RawBuilder<unknown> }> = {
  tenant: { name: sql`tenant.name`, join: sql`join tenant on tenant.id = capture_outcome.tenant_id` },
  vendor: { name: sql`capture_outcome.vendor`, join: sql`` },
  dbo: { name: sql`app_user.name`, join: sql`left join app_user on app_user.id = capture_outcome.dbo_id` },
};

export async function automationRows(
  context: AppContext,
  scope: ReportScope,
  start: string,
  end: string,
  by: readonly AutomationRow['by'][],
  onlyDbo?: string,
): Promise<AutomationRow[]> {
  const mine = onlyDbo ? sql`and capture_outcome.dbo_id = ${onlyDbo}` : sql``;
  const groups = await Promise.all(
    by.map(async (kind) => {
      const { name, join } = GROUPS[kind];
      const { rows } = await sql<Row>`select ${name} as name, count(*) as fields, sum(accepted) as accepted
        from capture_outcome ${join}
        where capture_outcome.at >= ${start} and capture_outcome.at < ${end} and ${scope.where('capture_outcome')} ${mine}
        group by ${name} order by fields desc`.execute(context.db);
      return rows.map((row) => {
        const fields = Number(row.fields);
        const accepted = Number(row.accepted ?? 0);
        return { by: kind, name: row.name ?? '—', fields, accepted, rate: fields ? accepted / fields : null };
      });
    }),
  );
  return groups.flat();
}
