/**
 * Every entity of DESIGN.md section 6 beyond tenants and users. Same shapes on SQLite and
 * PostgreSQL: text ids and ISO-8601 text times, 0/1 flags, JSON as text. Documents, uploads,
 * doc items, issues and messages carry tenant_id and location_id themselves so the data scope
 * is one indexed condition, never a join per row.
 */
import type { Kysely } from 'kysely';
import {
  createdAt,
  createIndex,
  inLocation,
  insertSettings,
  partOf,
  refersTo,
  required,
  scopeCopy,
  startsAs,
  tableWithId,
  timestamps,
} from './schema-parts.js';

export async function up(db: Kysely<unknown>): Promise<void> {
  await tableWithId(db, 'location')
    .addColumn('tenant_id', 'text', refersTo('tenant'))
    .addColumn('name', 'text', required)
    .addColumn('address', 'text')
    .addColumn('active', 'integer', startsAs(1))
    .$call(createdAt)
    .addUniqueConstraint('location_tenant_name_uq', ['tenant_id', 'name'])
    .execute();
  await tableWithId(db, 'team')
    .addColumn('name', 'text', (c) => c.notNull().unique())
    .addColumn('supervisor_id', 'text', (c) => c.references('app_user.id'))
    .$call(createdAt)
    .execute();
  await tableWithId(db, 'team_member')
    .addColumn('team_id', 'text', partOf('team'))
    .addColumn('user_id', 'text', partOf('app_user'))
    .$call(createdAt)
    .addUniqueConstraint('team_member_uq', ['team_id', 'user_id'])
    .execute();
  await tableWithId(db, 'user_location')
    .addColumn('user_id', 'text', partOf('app_user'))
    .addColumn('location_id', 'text', partOf('location'))
    .addColumn('tenant_id', 'text', refersTo('tenant'))
    .$call(createdAt)
    .addUniqueConstraint('user_location_uq', ['user_id', 'location_id'])
    .execute();
  await tableWithId(db, 'assignment')
    .addColumn('team_id', 'text', partOf('team'))
    .addColumn('tenant_id', 'text', refersTo('tenant'))
    .addColumn('location_id', 'text', (c) => c.references('location.id').onDelete('cascade'))
    .$call(createdAt)
    .execute();
  await tableWithId(db, 'upload')
    .$call(inLocation)
    .addColumn('uploader_id', 'text', refersTo('app_user'))
    .addColumn('file_name', 'text', required)
    .addColumn('mime_type', 'text', required)
    .addColumn('size', 'bigint', required)
    .addColumn('sha256', 'text', required)
    .addColumn('storage_key', 'text', required)
    .addColumn('status', 'text', required)
    .$call(createdAt)
    .execute();
  await tableWithId(db, 'document')
    .$call(inLocation)
    .addColumn('upload_id', 'text', (c) => c.references('upload.id').onDelete('set null'))
    .addColumn('title', 'text', required)
    .addColumn('status', 'text', required)
    .addColumn('assignee_id', 'text', (c) => c.references('app_user.id'))
    .addColumn('due_at', 'text')
    .$call(timestamps)
    .execute();
  await tableWithId(db, 'doc_item')
    .addColumn('document_id', 'text', partOf('document'))
    .$call(scopeCopy)
    .addColumn('item_date', 'text', required)
    .addColumn('description', 'text', required)
    .addColumn('category', 'text', required)
    .addColumn('amount_cents', 'bigint', required)
    .addColumn('currency', 'text', required)
    .addColumn('tax_cents', 'bigint', startsAs(0))
    .$call(createdAt)
    .execute();
  await tableWithId(db, 'issue')
    .addColumn('document_id', 'text', partOf('document'))
    .$call(scopeCopy)
    .addColumn('subject', 'text', required)
    .addColumn('status', 'text', required)
    .addColumn('raised_by', 'text', refersTo('app_user'))
    .$call(createdAt)
    .addColumn('resolved_at', 'text')
    .execute();
  await tableWithId(db, 'issue_message')
    .addColumn('issue_id', 'text', partOf('issue'))
    .$call(scopeCopy)
    .addColumn('author_id', 'text', refersTo('app_user'))
    .addColumn('body', 'text', required)
    .$call(createdAt)
    .execute();
  await tableWithId(db, 'content')
    .addColumn('kind', 'text', required)
    .addColumn('slug', 'text', required)
    .addColumn('title', 'text', required)
    .addColumn('markdown', 'text', required)
    .addColumn('locale', 'text', required)
    .addColumn('published', 'integer', startsAs(0))
    .$call(timestamps)
    .addUniqueConstraint('content_kind_slug_locale_uq', ['kind', 'slug', 'locale'])
    .execute();
  await tableWithId(db, 'setting')
    .addColumn('value', 'text', required)
    .addColumn('updated_at', 'text', required)
    .execute();
  await tableWithId(db, 'audit_event')
    .addColumn('at', 'text', required)
    .addColumn('actor_id', 'text')
    .addColumn('actor_email', 'text')
    .addColumn('entity', 'text', required)
    .addColumn('entity_id', 'text', required)
    .addColumn('action', 'text', required)
    .addColumn('from_state', 'text')
    .addColumn('to_state', 'text')
    .addColumn('tenant_id', 'text')
    .addColumn('note', 'text')
    .execute();
  // Settings exist from the first start on every installation, demo or not.
  await insertSettings(db, {
    uploadMaxBytes: 25 * 1024 * 1024,
    allowedTypes: ['application/pdf', 'image/jpeg', 'image/png', 'text/csv'],
    slaHours: 48,
  });

  const index = (name: string, table: string, columns: string[]) => createIndex(db, name, table, columns);
  await index('location_tenant_idx', 'location', ['tenant_id']);
  await index('team_member_user_idx', 'team_member', ['user_id']);
  await index('team_supervisor_idx', 'team', ['supervisor_id']);
  await index('user_location_location_idx', 'user_location', ['location_id']);
  await index('assignment_team_idx', 'assignment', ['team_id']);
  await index('assignment_tenant_idx', 'assignment', ['tenant_id']);
  await index('upload_tenant_created_idx', 'upload', ['tenant_id', 'created_at']);
  await index('upload_location_created_idx', 'upload', ['location_id', 'created_at']);
  await index('upload_created_idx', 'upload', ['created_at']);
  // The document lists filter by status and sort by a date, inside a tenant or location scope.
  await index('document_status_created_idx', 'document', ['status', 'created_at']);
  await index('document_tenant_status_created_idx', 'document', ['tenant_id', 'status', 'created_at']);
  await index('document_location_status_created_idx', 'document', ['location_id', 'status', 'created_at']);
  await index('document_assignee_status_idx', 'document', ['assignee_id', 'status']);
  await index('document_created_idx', 'document', ['created_at']);
  await index('document_due_idx', 'document', ['due_at']);
  await index('document_upload_idx', 'document', ['upload_id']);
  await index('doc_item_document_idx', 'doc_item', ['document_id']);
  await index('doc_item_tenant_idx', 'doc_item', ['tenant_id', 'item_date']);
  await index('issue_document_idx', 'issue', ['document_id']);
  await index('issue_tenant_status_idx', 'issue', ['tenant_id', 'status']);
  await index('issue_message_issue_idx', 'issue_message', ['issue_id', 'created_at']);
  await index('audit_event_entity_idx', 'audit_event', ['entity', 'entity_id']);
  await index('audit_event_at_idx', 'audit_event', ['at']);
  await index('audit_event_tenant_at_idx', 'audit_event', ['tenant_id', 'at']);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    'audit_event',
    'setting',
    'content',
    'issue_message',
    'issue',
    'doc_item',
    'document',
    'upload',
    'assignment',
    'user_location',
    'team_member',
    'team',
    'location',
  ]) {
    await db.schema.dropTable(table).execute();
  }
}
