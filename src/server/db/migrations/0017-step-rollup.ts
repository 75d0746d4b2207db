/**
 * The workflow steps the reports count, rolled up (issue 13's speed), kept exact by a trigger on
 * every insert into audit_event, in the step's own transaction, on both engines:
 *
 * document_step_count: steps per (tenant, action, quarter hour of the step, location, detail,
 * person), with the summed handling hours of the submits. What a report would otherwise join
 * from the document and the document's earlier steps is decided once, when the step happens:
 *
 * - detail: for accept, the turnaround bucket from upload (TURNAROUND_BUCKETS); for approve,
 *   on-time or late against the due time then; for send-back and dispute, the reason code;
 * - person: for submit, the DBO who submitted; for send-back, the DBO whose submit is sent back
 *   (the document's last submit); '' for the others, so they add up across people;
 * - hours and timed: for submit, hours from the step that took the document into processing.
 *
 * The location is the document's location when the step happened: a document moved later keeps
 * its earlier work where it was done. The audit trail is append-only (nothing updates or deletes
 * it), so an insert trigger is all it takes. The quarter hour is 0015's: a whole number of them
 * makes any tenant's day.
 */
import type { Kysely } from 'kysely';
import { quarterHour } from './0015-report-rollups.js';
import { createIndex, dropTrigger, isPostgres, keyOrdered, required, run, scopeCopy } from './schema-parts.js';

/** The steps the reports count; the others (uploads, edits, assignments) stay out of the rollup. */
export const COUNTED_STEPS = ['submit', 'send-back', 'approve', 'accept', 'dispute', 'sla-breach'] as const;
const COUNTED = COUNTED_STEPS.map((step) => `'${step}'`).join(', ');

const hours = (postgres: boolean, from: string, to: string) =>
  postgres
    ? `(extract(epoch from (cast(${to} as timestamptz) - cast(${from} as timestamptz))) / 3600.0)`
    : `((julianday(${to}) - julianday(${from})) * 24.0)`;

/**
 * The rollup rows of the steps in `source` (aliased e): audit_event itself, a trigger's
 * transition table, or audit_event narrowed to one new row. The same SQL fills and maintains.
 */
export function stepRows(postgres: boolean, source: string, narrow = 'true'): string {
  // A document's few earlier steps, by its own index: SQLite's planner would otherwise walk the
  // (action, at) index through every earlier submit of every document, and sort them.
  const byDocument = postgres ? '' : ' indexed by audit_event_entity_idx';
  const turnaround = hours(postgres, 'd.created_at', 'e.at');
  const taken = `(select max(t.at) from audit_event t${byDocument} where t.entity = 'document' and t.entity_id = e.entity_id
      and t.to_state = 'processing' and t.at <= e.at)`;
  const lastSubmitter = `(select s.actor_id from audit_event s${byDocument} where s.entity = 'document'
      and s.entity_id = e.entity_id and s.action = 'submit' and s.at <= e.at order by s.at desc, s.id desc limit 1)`;
  const step = `select e.tenant_id as tenant_id, d.location_id as location_id, ${quarterHour('e.at')} as at_qh,
      e.action as action,
      case e.action
        when 'accept' then (case when ${turnaround} < 24 then 'lt1d' when ${turnaround} < 48 then 'd1to2'
          when ${turnaround} < 120 then 'd2to5' when ${turnaround} < 240 then 'd5to10' else 'gt10d' end)
        when 'approve' then (case when d.due_at is null then '' when e.at <= d.due_at then 'on-time' else 'late' end)
        when 'send-back' then coalesce(e.reason_code, '')
        when 'dispute' then coalesce(e.reason_code, '')
        else '' end as detail,
      case e.action when 'submit' then coalesce(e.actor_id, '')
        when 'send-back' then coalesce(${lastSubmitter}, '') else '' end as person,
      case when e.action = 'submit' then ${hours(postgres, taken, 'e.at')} end as hours
    from ${source} e join document d on d.id = e.entity_id
    where e.entity = 'document' and e.tenant_id is not null and e.action in (${COUNTED}) and ${narrow}`;
  return `select tenant_id, location_id, at_qh, action, detail, person, count(*) as n,
      coalesce(sum(hours), 0) as hours, count(hours) as timed
    from (${step}) steps group by tenant_id, action, at_qh, location_id, detail, person`;
}

const COLUMNS = 'tenant_id, location_id, at_qh, action, detail, person, n, hours, timed';
const ADD = `on conflict (tenant_id, action, at_qh, location_id, detail, person) do update
  set n = document_step_count.n + excluded.n, hours = document_step_count.hours + excluded.hours,
    timed = document_step_count.timed + excluded.timed`;

export async function up(db: Kysely<unknown>): Promise<void> {
  const postgres = isPostgres(db);
  await db.schema
    .createTable('document_step_count')
    .$call(scopeCopy)
    .addColumn('at_qh', 'text', required)
    .addColumn('action', 'text', required)
    .addColumn('detail', 'text', required)
    .addColumn('person', 'text', required)
    .addColumn('n', 'bigint', required)
    .addColumn('hours', 'double precision', required)
    .addColumn('timed', 'bigint', required)
    .addPrimaryKeyConstraint('document_step_count_pk', [
      'tenant_id',
      'action',
      'at_qh',
      'location_id',
      'detail',
      'person',
    ])
    // SQLite: rows in key order, so one tenant's steps of one kind in a range are read in a run.
    .$call(keyOrdered(db))
    .execute();
  // Across tenants (the administrator's reports): one kind of step in a range.
  await createIndex(db, 'document_step_count_action_idx', 'document_step_count', ['action', 'at_qh']);
  await run(db, `insert into document_step_count (${COLUMNS}) ${stepRows(postgres, 'audit_event')}`);

  // A row trigger whose condition passes over the steps no report counts (assign, start, edits)
  // at no cost, so the writes the back office makes all day pay nothing for the rollup.
  const when = `new.entity = 'document' and new.tenant_id is not null and new.action in (${COUNTED})`;
  const upsert = `insert into document_step_count (${COLUMNS}) ${stepRows(postgres, 'audit_event', 'e.id = new.id')} ${ADD}`;
  if (postgres) {
    await run(
      db,
      `create function document_step_count_insert() returns trigger language plpgsql as $$
          begin ${upsert}; return null; end $$`,
      `create trigger document_step_count_insert after insert on audit_event for each row
          when (${when}) execute function document_step_count_insert()`,
    );
  } else {
    await run(
      db,
      `create trigger document_step_count_insert after insert on audit_event when ${when} begin ${upsert}; end`,
    );
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await dropTrigger(db, 'document_step_count_insert', 'audit_event');
  await db.schema.dropTable('document_step_count').execute();
}
