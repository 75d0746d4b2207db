/**
 * API keys for machines (a nightly sync, a scanner's uploads): each belongs to one tenant, holds
 * its scopes as JSON and only the SHA-256 of its secret, which is shown once at creation. A key
 * acts as the person who created it in the records that need a person (an upload's uploader),
 * so it goes with that person's record.
 */
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('api_key')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('tenant_id', 'text', (c) => c.notNull().references('tenant.id').onDelete('cascade'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('scopes', 'text', (c) => c.notNull())
    .addColumn('secret_hash', 'text', (c) => c.notNull().unique())
    .addColumn('created_by', 'text', (c) => c.notNull().references('app_user.id').onDelete('cascade'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .addColumn('last_used_at', 'text')
    .addColumn('revoked_at', 'text')
    .execute();
  await db.schema.createIndex('api_key_tenant').on('api_key').columns(['tenant_id', 'created_at']).execute();
  // The sync reads documents in (updated_at, id) order from a cursor.
  await db.schema
    .createIndex('document_sync_order')
    .on('document')
    .columns(['tenant_id', 'updated_at', 'id'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('document_sync_order').execute();
  await db.schema.dropTable('api_key').execute();
}
