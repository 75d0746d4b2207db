/**
 * Every entity of DESIGN.md section 6 beyond tenants and users. Same shapes on SQLite and
 * PostgreSQL: text ids and ISO-8601 text times, 0/1 flags, JSON as text. Documents, uploads,
 * doc items, issues and messages carry tenant_id and location_id themselves so the data scope
 * is one indexed condition, never a join per row.
 */
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  const s = db.schema;
  await s
    .createTable('location')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('tenant_id', 'text', (c) => c.notNull().references('tenant.id'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('address', 'text')
    .addColumn('active', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addUniqueConstraint('location_tenant_name_uq', ['tenant_id', 'name'])
    .execute();
  await s
    .createTable('team')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull().unique())
    .addColumn('supervisor_id', 'text', (c) => c.references('app_user.id'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await s
    .createTable('team_member')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('team_id', 'text', (c) => c.notNull().references('team.id').onDelete('cascade'))
    .addColumn('user_id', 'text', (c) => c.notNull().references('app_user.id').onDelete('cascade'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addUniqueConstraint('team_member_uq', ['team_id', 'user_id'])
    .execute();
  await s
    .createTable('user_location')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('app_user.id').onDelete('cascade'))
    .addColumn('location_id', 'text', (c) => c.notNull().references('location.id').onDelete('cascade'))
    .addColumn('tenant_id', 'text', (c) => c.notNull().references('tenant.id'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addUniqueConstraint('user_location_uq', ['user_id', 'location_id'])
    .execute();
  await s
    .createTable('assignment')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('team_id', 'text', (c) => c.notNull().references('team.id').onDelete('cascade'))
    .addColumn('tenant_id', 'text', (c) => c.notNull().references('tenant.id'))
    .addColumn('location_id', 'text', (c) => c.references('location.id').onDelete('cascade'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await s
    .createTable('upload')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('tenant_id', 'text', (c) => c.notNull().references('tenant.id'))
    .addColumn('location_id', 'text', (c) => c.notNull().references('location.id'))
    .addColumn('uploader_id', 'text', (c) => c.notNull().references('app_user.id'))
    .addColumn('file_name', 'text', (c) => c.notNull())
    .addColumn('mime_type', 'text', (c) => c.notNull())
    .addColumn('size', 'bigint', (c) => c.notNull())
    .addColumn('sha256', 'text', (c) => c.notNull())
    .addColumn('storage_key', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await s
    .createTable('document')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('tenant_id', 'text', (c) => c.notNull().references('tenant.id'))
    .addColumn('location_id', 'text', (c) => c.notNull().references('location.id'))
    .addColumn('upload_id', 'text', (c) => c.references('upload.id').onDelete('set null'))
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('assignee_id', 'text', (c) => c.references('app_user.id'))
    .addColumn('due_at', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await s
    .createTable('doc_item')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('document_id', 'text', (c) => c.notNull().references('document.id').onDelete('cascade'))
    .addColumn('tenant_id', 'text', (c) => c.notNull())
    .addColumn('location_id', 'text', (c) => c.notNull())
    .addColumn('item_date', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull())
    .addColumn('category', 'text', (c) => c.notNull())
    .addColumn('amount_cents', 'bigint', (c) => c.notNull())
    .addColumn('currency', 'text', (c) => c.notNull())
    .addColumn('tax_cents', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await s
    .createTable('issue')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('document_id', 'text', (c) => c.notNull().references('document.id').onDelete('cascade'))
    .addColumn('tenant_id', 'text', (c) => c.notNull())
    .addColumn('location_id', 'text', (c) => c.notNull())
    .addColumn('subject', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('raised_by', 'text', (c) => c.notNull().references('app_user.id'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('resolved_at', 'text')
    .execute();
  await s
    .createTable('issue_message')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('issue_id', 'text', (c) => c.notNull().references('issue.id').onDelete('cascade'))
    .addColumn('tenant_id', 'text', (c) => c.notNull())
    .addColumn('location_id', 'text', (c) => c.notNull())
    .addColumn('author_id', 'text', (c) => c.notNull().references('app_user.id'))
    .addColumn('body', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await s
    .createTable('content')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('slug', 'text', (c) => c.notNull())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('markdown', 'text', (c) => c.notNull())
    .addColumn('locale', 'text', (c) => c.notNull())
    .addColumn('published', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addUniqueConstraint('content_kind_slug_locale_uq', ['kind', 'slug', 'locale'])
    .execute();
  await s
    .createTable('setting')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('value', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await s
    .createTable('audit_event')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('at', 'text', (c) => c.notNull())
    .addColumn('actor_id', 'text')
    .addColumn('actor_email', 'text')
    .addColumn('entity', 'text', (c) => c.notNull())
    .addColumn('entity_id', 'text', (c) => c.notNull())
    .addColumn('action', 'text', (c) => c.notNull())
    .addColumn('from_state', 'text')
    .addColumn('to_state', 'text')
    .addColumn('tenant_id', 'text')
    .addColumn('note', 'text')
    .execute();
  // Settings exist from the first start on every installation, demo or not. The values are
  // written out here (not imported) so this migration stays what it was when it first ran.
  const defaults = {
    uploadMaxBytes: 25 * 1024 * 1024,
    allowedTypes: ['application/pdf', 'image/jpeg', 'image/png', 'text/csv'],
    slaHours: 48,
  };
  const now = new Date().toISOString();
  await (db as Kysely<{ setting: { id: string; value: string; updated_at: string } }>)
    .insertInto('setting')
    .values(Object.entries(defaults).map(([id, value]) => ({ id, value: JSON.stringify(value), updated_at: now })))
    .execute();

  const index = (name: string, table: string, columns: string[]) =>
    s.createIndex(name).on(table).columns(columns).execute();
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
