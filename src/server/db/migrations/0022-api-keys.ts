/**
 * API keys for machines (a nightly sync, a scanner's uploads): each belongs to one tenant, holds
 * its scopes as JSON and only the SHA-256 of its secret, which is shown once at creation. A key
 * acts as the person who created it in the records that need a person (an upload's uploader),
 * so it goes with that person's record.
 */
import type { Kysely } from 'kysely';
import { createdAt, createIndex, ownedByTenant, partOf, required, tableWithId } from './schema-parts.js';

export async function up(db: Kysely<unknown>): Promise<void> {
  await tableWithId(db, 'api_key')
    .$call(ownedByTenant)
    .addColumn('name', 'text', required)
    .addColumn('scopes', 'text', required)
    .addColumn('secret_hash', 'text', (c) => c.notNull().unique())
    .addColumn('created_by', 'text', partOf('app_user'))
    .$call(createdAt)
    .addColumn('expires_at', 'text', required)
    .addColumn('last_used_at', 'text')
    .addColumn('revoked_at', 'text')
    .execute();
  await createIndex(db, 'api_key_tenant', 'api_key', ['tenant_id', 'created_at']);
  // The sync reads documents in (updated_at, id) order from a cursor.
  await createIndex(db, 'document_sync_order', 'document', ['tenant_id', 'updated_at', 'id']);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('document_sync_order').execute();
  await db.schema.dropTable('api_key').execute();
}
