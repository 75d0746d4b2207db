/**
 * Several servers (issue 14): live events go between servers by PostgreSQL NOTIFY, whose payload
 * must stay under 8,000 bytes. A larger event is kept here, in the writing transaction, and the
 * notification carries only its id (live/bus.ts); rows are deleted after an hour. The table is
 * made on SQLite too (migrations are the same on both engines), where it stays empty.
 */
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('live_event_spill')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('payload', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('live_event_spill_created_at_idx').on('live_event_spill').column('created_at').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('live_event_spill').execute();
}
