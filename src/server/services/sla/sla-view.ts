/** A stored document's SLA clock as the API shows it (common/sla.ts SlaView). */
import type { Selectable } from 'kysely';
import type { SlaCalendar } from '../../../common/business-time.js';
import type { SlaView } from '../../../common/sla.js';
import type { DocumentTable } from '../../db/schema.js';

export function slaViewOf(row: Selectable<DocumentTable>): SlaView {
  return {
    status: row.status,
    dueAt: row.due_at,
    slaCalendar: row.sla_calendar ? (JSON.parse(row.sla_calendar) as SlaCalendar) : null,
    slaPausedAt: row.sla_paused_at,
    slaLeftSeconds: row.sla_left_seconds === null ? null : Number(row.sla_left_seconds),
  };
}
