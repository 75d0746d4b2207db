/**
 * What a write changed, kept with its audit event: for each field of the record that differs,
 * its value before and after (JSON: { field: { from, to } }). A workflow step keeps its states
 * in from_state / to_state as before.
 */
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('audit_event').addColumn('changes', 'text').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('audit_event').dropColumn('changes').execute();
}
