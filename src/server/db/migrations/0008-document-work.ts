/**
 * The back office's day (issue 10), on both engines:
 * - the document header keyed from the paper (vendor, number, date, total, currency);
 * - a version for optimistic concurrency: every write states the version it read;
 * - why a document came back from review, kept until the next submit;
 * - an issue's type and whom it waits on;
 * - an item's position in the document, so the grid's order survives a save;
 * - indexes for the duplicate check (tenant, number), a DBO's queue and load (assignee,
 *   status, due) and the dashboard's overdue and due-today counts (status, due).
 */
import type { Kysely } from 'kysely';
import { createIndex, startsAs } from './schema-parts.js';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('document').addColumn('vendor', 'text').execute();
  await db.schema.alterTable('document').addColumn('doc_number', 'text').execute();
  await db.schema.alterTable('document').addColumn('doc_date', 'text').execute();
  await db.schema.alterTable('document').addColumn('total_cents', 'bigint').execute();
  await db.schema.alterTable('document').addColumn('currency', 'text').execute();
  await db.schema.alterTable('document').addColumn('version', 'integer', startsAs(1)).execute();
  await db.schema.alterTable('document').addColumn('sent_back_reason', 'text').execute();
  await db.schema.alterTable('document').addColumn('sent_back_at', 'text').execute();
  await db.schema.alterTable('issue').addColumn('type', 'text', startsAs('other')).execute();
  await db.schema.alterTable('issue').addColumn('waiting_on', 'text', startsAs('back_office')).execute();
  await db.schema.alterTable('doc_item').addColumn('position', 'integer', startsAs(0)).execute();
  await createIndex(db, 'document_tenant_doc_number_idx', 'document', ['tenant_id', 'doc_number']);
  await createIndex(db, 'document_assignee_status_due_idx', 'document', ['assignee_id', 'status', 'due_at']);
  await createIndex(db, 'document_status_due_idx', 'document', ['status', 'due_at']);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const index of ['document_status_due_idx', 'document_assignee_status_due_idx', 'document_tenant_doc_number_idx'])
    await db.schema.dropIndex(index).execute();
  await db.schema.alterTable('doc_item').dropColumn('position').execute();
  for (const column of ['waiting_on', 'type']) await db.schema.alterTable('issue').dropColumn(column).execute();
  for (const column of [
    'sent_back_at',
    'sent_back_reason',
    'version',
    'currency',
    'total_cents',
    'doc_date',
    'doc_number',
    'vendor',
  ])
    await db.schema.alterTable('document').dropColumn(column).execute();
}
