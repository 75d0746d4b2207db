/**
 * A tenant's time zone (issue 13): reports count a day as the tenant's day, not the server's.
 * An IANA name (validated by the API with Intl); existing tenants keep UTC. And the index the
 * reports read workflow steps by: one step kind over a time range (accepts, approvals, submits).
 */
import type { Kysely } from 'kysely';
import { createIndex, startsAs } from './schema-parts.js';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('tenant').addColumn('time_zone', 'text', startsAs('UTC')).execute();
  await createIndex(db, 'audit_event_action_at_idx', 'audit_event', ['action', 'at']);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('audit_event_action_at_idx').execute();
  await db.schema.alterTable('tenant').dropColumn('time_zone').execute();
}
