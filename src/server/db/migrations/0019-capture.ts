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
import {
  createIndex,
  deleteSettings,
  insertSettings,
  ownedByTenant,
  partOf,
  required,
  scopeCopy,
  startsAs,
  tableWithId,
  timestamps,
} from './schema-parts.js';

export async function up(db: Kysely<unknown>): Promise<void> {
  await tableWithId(db, 'capture_profile')
    .$call(ownedByTenant)
    .addColumn('vendor_key', 'text', required)
    .addColumn('vendor', 'text', required)
    .addColumn('profile', 'text', required)
    .addColumn('documents_learned', 'integer', startsAs(0))
    .$call(timestamps)
    .addUniqueConstraint('capture_profile_vendor_unique', ['tenant_id', 'vendor_key'])
    .execute();
  await tableWithId(db, 'capture_outcome')
    .addColumn('document_id', 'text', partOf('document'))
    .$call(scopeCopy)
    .addColumn('vendor', 'text')
    .addColumn('dbo_id', 'text')
    /** A header field (vendor, docNumber, ...) or an item field (items.amountCents, ...). */
    .addColumn('field', 'text', required)
    .addColumn('item_index', 'integer')
    .addColumn('suggested', 'text')
    .addColumn('confidence', 'real')
    .addColumn('keyed', 'text')
    /** 1 when the keyed value is the suggestion, unchanged. */
    .addColumn('accepted', 'integer', required)
    .addColumn('at', 'text', required)
    .execute();
  await createIndex(db, 'capture_outcome_document_idx', 'capture_outcome', ['document_id']);
  await createIndex(db, 'capture_outcome_at_idx', 'capture_outcome', ['tenant_id', 'at']);
  await insertSettings(db, { captureSureThreshold: 0.9 });
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await deleteSettings(db, ['captureSureThreshold']);
  await db.schema.dropTable('capture_outcome').execute();
  await db.schema.dropTable('capture_profile').execute();
}
