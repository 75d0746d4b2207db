/**
 * Notifications (issue 14), on both engines: one row per recipient, written in the transaction
 * of the step that causes it; read and digested marks per row; and each person's kinds turned
 * off (a missing row means on).
 */
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('notification')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('app_user.id').onDelete('cascade'))
    .addColumn('tenant_id', 'text', (c) => c.notNull())
    .addColumn('document_id', 'text', (c) => c.notNull().references('document.id').onDelete('cascade'))
    .addColumn('issue_id', 'text')
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('actor_id', 'text')
    .addColumn('reason_code', 'text')
    .addColumn('note', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('read_at', 'text')
    .addColumn('digested_at', 'text')
    .execute();
  await db.schema
    .createIndex('notification_user_created_idx')
    .on('notification')
    .columns(['user_id', 'created_at'])
    .execute();
  await db.schema
    .createIndex('notification_user_read_idx')
    .on('notification')
    .columns(['user_id', 'read_at'])
    .execute();
  await db.schema
    .createTable('notification_preference')
    .addColumn('user_id', 'text', (c) => c.notNull().references('app_user.id').onDelete('cascade'))
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('enabled', 'integer', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('notification_preference_pk', ['user_id', 'kind'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('notification_preference').execute();
  await db.schema.dropTable('notification').execute();
}
