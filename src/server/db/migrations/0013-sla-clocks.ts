/**
 * SLA clocks (issue 14). The document keeps its clock: the calendar it runs on (taken at
 * assignment: working days, hours, holidays and the tenant's zone), the SLA in business
 * seconds, when it is "about to breach", and while paused when it paused and how much business
 * time was left; when the warning and the breach were recorded (once each). A tenant may
 * override the SLA hours and the calendar; the global calendar and the warning point are
 * settings beside slaHours (now business hours).
 */
import { type Kysely } from 'kysely';
import { createIndex, deleteSettings, insertSettings } from './schema-parts.js';

const CALENDAR = { workingDays: [1, 2, 3, 4, 5], start: '09:00', end: '17:00', holidays: [] };

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const [name, type] of [
    ['sla_calendar', 'text'],
    ['sla_seconds', 'integer'],
    ['sla_warn_at', 'text'],
    ['sla_paused_at', 'text'],
    ['sla_left_seconds', 'integer'],
    ['sla_warned_at', 'text'],
    ['sla_breached_at', 'text'],
  ] as const) {
    await db.schema.alterTable('document').addColumn(name, type).execute();
  }
  await db.schema.alterTable('tenant').addColumn('sla_hours', 'integer').execute();
  await db.schema.alterTable('tenant').addColumn('sla_calendar', 'text').execute();
  // The check's two questions: which running clocks passed their due time, or their warning.
  await createIndex(db, 'document_sla_due_idx', 'document', ['sla_breached_at', 'due_at']);
  await createIndex(db, 'document_sla_warn_idx', 'document', ['sla_warned_at', 'sla_warn_at']);
  await insertSettings(db, { slaCalendar: CALENDAR, slaWarnFraction: 0.8 });
  // Documents already due keep their due time and get the default calendar in their tenant's
  // zone, so lists show their time left (they get no warning point: only a breach, if late).
  const old = db as Kysely<{
    tenant: { id: string; time_zone: string };
    document: { tenant_id: string; due_at: string | null; sla_calendar: string | null };
  }>;
  for (const tenant of await old.selectFrom('tenant').select(['id', 'time_zone']).execute()) {
    await old
      .updateTable('document')
      .set({ sla_calendar: JSON.stringify({ ...CALENDAR, timeZone: tenant.time_zone }) })
      .where('tenant_id', '=', tenant.id)
      .where('due_at', 'is not', null)
      .execute();
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await deleteSettings(db, ['slaCalendar', 'slaWarnFraction']);
  await db.schema.dropIndex('document_sla_warn_idx').execute();
  await db.schema.dropIndex('document_sla_due_idx').execute();
  await db.schema.alterTable('tenant').dropColumn('sla_calendar').execute();
  await db.schema.alterTable('tenant').dropColumn('sla_hours').execute();
  for (const name of [
    'sla_breached_at',
    'sla_warned_at',
    'sla_left_seconds',
    'sla_paused_at',
    'sla_warn_at',
    'sla_seconds',
    'sla_calendar',
  ]) {
    await db.schema.alterTable('document').dropColumn(name).execute();
  }
}
