/**
 * Start next's pool: the new documents, oldest first, as their own small index. The index on
 * (status, created_at, id) serves the pick too, but PostgreSQL's planner prefers walking all
 * documents by (created_at, id) and filtering: documents were inserted in that order, so it
 * expects the walk to find a new one within a few rows. New documents are the newest, though;
 * at a million documents the walk passed 11,445 older ones (8 ms) before the first new one.
 * This partial index holds only the new documents, so the pick reads its first entry on both
 * engines.
 */
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createIndex('document_new_pool_idx')
    .on('document')
    .columns(['created_at', 'id'])
    .where(sql.ref('status'), '=', sql.lit('new'))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('document_new_pool_idx').execute();
}
