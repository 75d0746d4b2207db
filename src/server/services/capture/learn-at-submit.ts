/**
 * Learning from what the back office keyed, when a document is submitted: what the file
 * suggested is recorded beside what was keyed (capture-outcomes.ts), then the keyed values are
 * located among the file's words and the vendor's profile in the document's tenant learns them
 * (a correction on a later document updates it). The profile row is locked while it learns, so
 * two submits of the same vendor at once both teach it. A file whose words cannot be read
 * teaches nothing, and the submit goes on.
 */
import { randomUUID } from 'node:crypto';
import type { Transaction } from 'kysely';
import type { CaptureWords, KeyedDocument } from '../../../common/schemas/capture.js';
import { learnProfile, type VendorProfile } from '../../capture/index.js';
import type { Database, StoredDocument } from '../../db/schema.js';
import type { FileStorage } from '../../storage/file-storage.js';
import { loadWords } from '../../text/words-artifact.js';
import { recordOutcomes } from './capture-outcomes.js';
import { fileSuggestions } from './file-suggestions.js';
import { vendorKey } from './vendor-key.js';

async function keyedDocument(trx: Transaction<Database>, document: StoredDocument): Promise<KeyedDocument> {
  const items = await trx
    .selectFrom('doc_item')
    .select(['item_date', 'description', 'category', 'amount_cents', 'tax_cents', 'currency'])
    .where('document_id', '=', document.id)
    .orderBy('position')
    .orderBy('created_at')
    .orderBy('id')
    .execute();
  return {
    header: {
      vendor: document.vendor,
      docNumber: document.doc_number,
      docDate: document.doc_date,
      totalCents: document.total_cents === null ? null : Number(document.total_cents),
      currency: document.currency,
    },
    items: items.map((item) => ({
      itemDate: item.item_date,
      description: item.description,
      category: item.category,
      amountCents: Number(item.amount_cents),
      taxCents: Number(item.tax_cents),
      currency: item.currency,
    })),
  };
}

async function wordsOf(files: FileStorage, documentId: string): Promise<CaptureWords | undefined> {
  try {
    return await loadWords(files, documentId);
  } catch {
    // The store is unreachable: this submit teaches nothing rather than fail the DBO's work.
    return undefined;
  }
}

export async function learnAtSubmit(
  trx: Transaction<Database>,
  files: FileStorage,
  document: StoredDocument,
  dboId: string,
  now: string,
): Promise<void> {
  const words = await wordsOf(files, document.id);
  if (!words) return;
  const keyed = await keyedDocument(trx, document);
  await recordOutcomes(trx, document, dboId, await fileSuggestions(trx, document.tenant_id, words), keyed, now);
  if (!keyed.header.vendor) return;
  const key = vendorKey(keyed.header.vendor);
  if (!key) return;
  await trx
    .insertInto('capture_profile')
    .values({
      id: randomUUID(),
      tenant_id: document.tenant_id,
      vendor_key: key,
      vendor: keyed.header.vendor,
      profile: 'null',
      documents_learned: 0,
      created_at: now,
      updated_at: now,
    })
    .onConflict((conflict) => conflict.columns(['tenant_id', 'vendor_key']).doNothing())
    .execute();
  // The update takes the row's lock (PostgreSQL) before the profile is read: a second submit of
  // the same vendor waits here and then learns on top of this one.
  const row = await trx
    .updateTable('capture_profile')
    .set({ updated_at: now })
    .where('tenant_id', '=', document.tenant_id)
    .where('vendor_key', '=', key)
    .returning(['id', 'profile'])
    .executeTakeFirstOrThrow();
  const previous = JSON.parse(row.profile) as VendorProfile | null;
  const profile = learnProfile(words, keyed, previous);
  await trx
    .updateTable('capture_profile')
    .set({ profile: JSON.stringify(profile), documents_learned: profile.documentsLearned, vendor: keyed.header.vendor })
    .where('id', '=', row.id)
    .execute();
}
