/**
 * Upload intake (issue 5): one row per tus upload, from creation to its result, so that every
 * tus request can be checked against its owner (and survives a restart), and the browser can
 * always learn what happened to a file. Plus the index that finds a duplicate in a tenant.
 */
import type { Kysely } from 'kysely';
import { createIndex, inLocation, refersTo, required, tableWithId, timestamps } from './schema-parts.js';

export async function up(db: Kysely<unknown>): Promise<void> {
  await tableWithId(db, 'upload_intake')
    .$call(inLocation)
    .addColumn('uploader_id', 'text', refersTo('app_user'))
    .addColumn('file_name', 'text', required)
    .addColumn('size', 'bigint', required)
    .addColumn('status', 'text', required)
    /** The JSON result the browser is shown (common/uploads.ts intakeResult). */
    .addColumn('result', 'text')
    .$call(timestamps)
    .execute();
  await createIndex(db, 'upload_intake_uploader_idx', 'upload_intake', ['uploader_id', 'created_at']);
  await createIndex(db, 'upload_intake_status_idx', 'upload_intake', ['status', 'created_at']);
  await createIndex(db, 'upload_tenant_sha256_idx', 'upload', ['tenant_id', 'sha256']);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('upload_tenant_sha256_idx').execute();
  await db.schema.dropTable('upload_intake').execute();
}
