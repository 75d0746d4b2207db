/**
 * Capture: what the back office keys teaches the file's suggestions.
 * - capture_profile: one per tenant and vendor, the engine's learned profile (JSON), never shared
 *   across tenants;
 * - capture_outcome: at each submit, every keyed field beside what was suggested for it, so the
 *   product measures its own accuracy (the automation rate) and keeps the corrections;
 * - the "sure" threshold is a setting (captureSureThreshold).
 * The file's words are not rows: they are a derived file in the store (words/<document id>).
 */
import { type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('capture_profile')
    .addColumn('id', 'text', (column) => column.primaryKey())
    .addColumn('tenant_id', 'text', (column) => column.notNull().references('tenant.id').onDelete('cascade'))
    .addColumn('vendor_key', 'text', (column) => column.notNull())
    .addColumn('vendor', 'text', (column) => column.notNull())
    .addColumn('profile', 'text', (column) => column.notNull())
    .addColumn('documents_learned', 'integer', (column) => column.notNull().defaultTo(0))
    .addColumn('created_at', 'text', (column) => column.notNull())
    .addColumn('updated_at', 'text', (column) => column.notNull())
    .addUniqueConstraint('capture_profile_vendor_unique', ['tenant_id', 'vendor_key'])
    .execute();
  await db.schema
    .createTable('capture_outcome')
    .addColumn('id', 'text', (column) => column.primaryKey())
    .addColumn('document_id', 'text', (column) => column.notNull().references('document.id').onDelete('cascade'))
    .addColumn('tenant_id', 'text', (column) => column.notNull())
    .addColumn('location_id', 'text', (column) => column.notNull())
    .addColumn('vendor', 'text')
    .addColumn('dbo_id', 'text')
    /** A header field (vendor, docNumber, ...) or an item field (items.amountCents, ...). */
    .addColumn('field', 'text', (column) => column.notNull())
    .addColumn('item_index', 'integer')
    .addColumn('suggested', 'text')
    .addColumn('confidence', 'real')
    .addColumn('keyed', 'text')
    /** 1 when the keyed value is the suggestion, unchanged. */
    .addColumn('accepted', 'integer', (column) => column.notNull())
    .addColumn('at', 'text', (column) => column.notNull())
    .execute();
  await db.schema.createIndex('capture_outcome_document_idx').on('capture_outcome').column('document_id').execute();
  await db.schema.createIndex('capture_outcome_at_idx').on('capture_outcome').columns(['tenant_id', 'at']).execute();
  const now = new Date().toISOString();
  await (db as Kysely<{ setting: { id: string; value: string; updated_at: string } }>)
    .insertInto('setting')
    .values({ id: 'captureSureThreshold', value: JSON.stringify(0.9), updated_at: now })
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await (db as Kysely<{ setting: { id: string } }>)
    .deleteFrom('setting')
    .where('id', '=', 'captureSureThreshold')
    .execute();
  await db.schema.dropTable('capture_outcome').execute();
  await db.schema.dropTable('capture_profile').execute();
}
