/**
 * The index the orphan-file sweep (routes/api/uploads/orphan-sweep.ts) looks stored files up by:
 * which storage keys an upload row still points to.
 */
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.createIndex('upload_storage_key_idx').on('upload').column('storage_key').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('upload_storage_key_idx').execute();
}
