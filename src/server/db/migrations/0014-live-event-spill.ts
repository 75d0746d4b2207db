/**
 * Several servers (issue 14): live events go between servers by PostgreSQL NOTIFY, whose payload
 * must stay under 8,000 bytes. A larger event is kept here, in the writing transaction, and the
 * notification carries only its id (live/bus.ts); rows are deleted after an hour. The table is
 * made on SQLite too (migrations are the same on both engines), where it stays empty.
 */
import type { Kysely } from 'kysely';
import { createdAt, createIndex, required, tableWithId } from './schema-parts.js';

export async function up(db: Kysely<unknown>): Promise<void> {
  await tableWithId(db, 'live_event_spill').addColumn('payload', 'text', required).$call(createdAt).execute();
  await createIndex(db, 'live_event_spill_created_at_idx', 'live_event_spill', ['created_at']);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('live_event_spill').execute();
}
