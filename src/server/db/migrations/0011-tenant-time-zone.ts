/**
 * A tenant's time zone (issue 13): reports count a day as the tenant's day, not the server's.
 * An IANA name (validated by the API with Intl); existing tenants keep UTC. And the index the
 * reports read workflow steps by: one step kind over a time range (accepts, approvals, submits).
 */
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('tenant')
    .addColumn('time_zone', 'text', (c) => c.notNull().defaultTo('UTC'))
    .execute();
  await db.schema.createIndex('audit_event_action_at_idx').on('audit_event').columns(['action', 'at']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('audit_event_action_at_idx').execute();
  await db.schema.alterTable('tenant').dropColumn('time_zone').execute();
}
