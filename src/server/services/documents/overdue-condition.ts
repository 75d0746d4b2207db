/**
 * common/overdue.ts's rule as SQL on the document table, so every count of overdue documents
 * (the DBS dashboard, the administrator's report and home) counts the same ones.
 */
import { sql, type RawBuilder } from 'kysely';
import { OVERDUE_STATUSES } from '../../../common/overdue.js';

export function overdueCondition(now: string): RawBuilder<boolean> {
  return sql<boolean>`(document.status in (${sql.join(OVERDUE_STATUSES.map((status) => sql`${status}`))})
    and document.due_at is not null and document.due_at < ${now} and document.sla_paused_at is null)`;
}
