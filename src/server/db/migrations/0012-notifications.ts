/**
 * Notifications (issue 14), on both engines: one row per recipient, written in the transaction
 * of the step that causes it; read and digested marks per row; and each person's kinds turned
 * off (a missing row means on).
 */
import type { Kysely } from 'kysely';
import { createdAt, createIndex, partOf, required, tableWithId } from './schema-parts.js';

export async function up(db: Kysely<unknown>): Promise<void> {
  await tableWithId(db, 'notification')
    .addColumn('user_id', 'text', partOf('app_user'))
    .addColumn('tenant_id', 'text', required)
    .addColumn('document_id', 'text', partOf('document'))
    .addColumn('issue_id', 'text')
    .addColumn('kind', 'text', required)
    .addColumn('actor_id', 'text')
    .addColumn('reason_code', 'text')
    .addColumn('note', 'text')
    .$call(createdAt)
    .addColumn('read_at', 'text')
    .addColumn('digested_at', 'text')
    .execute();
  await createIndex(db, 'notification_user_created_idx', 'notification', ['user_id', 'created_at']);
  await createIndex(db, 'notification_user_read_idx', 'notification', ['user_id', 'read_at']);
  await db.schema
    .createTable('notification_preference')
    .addColumn('user_id', 'text', partOf('app_user'))
    .addColumn('kind', 'text', required)
    .addColumn('enabled', 'integer', required)
    .addColumn('updated_at', 'text', required)
    .addPrimaryKeyConstraint('notification_preference_pk', ['user_id', 'kind'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('notification_preference').execute();
  await db.schema.dropTable('notification').execute();
}
