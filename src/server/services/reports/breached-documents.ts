/**
 * The documents whose SLA clock passed their due time in [start, end): each document once, even
 * when it was re-dated and breached again (the clock records a breach per due time), grouped by
 * `key` (a bucket of the breach time, or the tenant). Read from the audit trail's breach events
 * (indexed by action and time), in the caller's scope of the document.
 */
import { sql, type RawBuilder } from 'kysely';
import type { AppContext } from '../../context.js';
import { SLA_BREACH } from '../sla/sla-clock.js';
import { byKey, type ReportScope } from './report-scope.js';

export async function breachedDocuments(
  context: Pick<AppContext, 'db'>,
  scope: Pick<ReportScope, 'where'>,
  key: RawBuilder<unknown>,
  start: string,
  end: string,
): Promise<Map<string, number>> {
  const rows = await sql<{ k: unknown; n: unknown }>`select ${key} as k, count(distinct audit_event.entity_id) as n
    from audit_event join document on document.id = audit_event.entity_id
    where audit_event.action = ${SLA_BREACH} and audit_event.entity = 'document'
      and audit_event.at >= ${start} and audit_event.at < ${end} and ${scope.where('document')}
    group by 1`.execute(context.db);
  return byKey(rows.rows, 'k', 'n');
}
