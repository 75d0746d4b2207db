/**
 * The index the orphan-file sweep (routes/api/uploads/orphan-sweep.ts) looks stored files up by:
 * which storage keys an upload row still points to.
 */
import type { Kysely } from 'kysely';
import { createIndex } from './schema-parts.js';

export async function up(db: Kysely<unknown>): Promise<void> {
  await createIndex(db, 'upload_storage_key_idx', 'upload', ['storage_key']);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('upload_storage_key_idx').execute();
}
