/**
 * Review and issues (issue 11), on both engines:
 * - every send-back and dispute step keeps its reason code on the audit event, so reports can
 *   count them; the document keeps the code of its last send-back beside the comment;
 * - an issue remembers who resolved it and when it was reopened;
 * - issue_read: when each person last read each issue's thread, for unread markers per person.
 */
import type { Kysely } from 'kysely';
import { createIndex, partOf, required } from './schema-parts.js';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('audit_event').addColumn('reason_code', 'text').execute();
  await db.schema.alterTable('document').addColumn('sent_back_code', 'text').execute();
  await db.schema.alterTable('issue').addColumn('resolved_by', 'text').execute();
  await db.schema.alterTable('issue').addColumn('reopened_at', 'text').execute();
  await db.schema
    .createTable('issue_read')
    .addColumn('issue_id', 'text', partOf('issue'))
    .addColumn('user_id', 'text', required)
    .addColumn('read_at', 'text', required)
    .addPrimaryKeyConstraint('issue_read_pk', ['issue_id', 'user_id'])
    .execute();
  await createIndex(db, 'issue_status_waiting_idx', 'issue', ['status', 'waiting_on']);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('issue_status_waiting_idx').execute();
  await db.schema.dropTable('issue_read').execute();
  for (const column of ['reopened_at', 'resolved_by']) await db.schema.alterTable('issue').dropColumn(column).execute();
  await db.schema.alterTable('document').dropColumn('sent_back_code').execute();
  await db.schema.alterTable('audit_event').dropColumn('reason_code').execute();
}
