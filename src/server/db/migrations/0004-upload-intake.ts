/**
 * Upload intake (issue 5): one row per tus upload, from creation to its result, so that every
 * tus request can be checked against its owner (and survives a restart), and the browser can
 * always learn what happened to a file. Plus the index that finds a duplicate in a tenant.
 */
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('upload_intake')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('tenant_id', 'text', (c) => c.notNull().references('tenant.id'))
    .addColumn('location_id', 'text', (c) => c.notNull().references('location.id'))
    .addColumn('uploader_id', 'text', (c) => c.notNull().references('app_user.id'))
    .addColumn('file_name', 'text', (c) => c.notNull())
    .addColumn('size', 'bigint', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    /** The JSON result the browser is shown (common/uploads.ts intakeResult). */
    .addColumn('result', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('upload_intake_uploader_idx')
    .on('upload_intake')
    .columns(['uploader_id', 'created_at'])
    .execute();
  await db.schema
    .createIndex('upload_intake_status_idx')
    .on('upload_intake')
    .columns(['status', 'created_at'])
    .execute();
  await db.schema.createIndex('upload_tenant_sha256_idx').on('upload').columns(['tenant_id', 'sha256']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('upload_tenant_sha256_idx').execute();
  await db.schema.dropTable('upload_intake').execute();
}
