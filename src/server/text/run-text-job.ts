/**
 * One "extract text" job: read the document's file through the storage, keep its words with
 * their boxes beside it (words-artifact.ts: what the suggestions read), extract its text and
 * record the outcome on document_text (whose triggers put the text into the search index); the
 * words' arrival is announced, so a processing screen already open fills in live.
 * A failure keeps its message and the attempt count; after the last attempt the status is
 * failed, before it the document stays pending (a retry is coming).
 */
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';
import { readStoredBytes, type FileStorage } from '../storage/file-storage.js';
import { readWords } from '../capture/index.js';
import { announceChanges } from '../live/changes.js';
import { textOfWords } from './extract-text.js';
import { storeWords } from './words-artifact.js';

async function readAll(storage: FileStorage, key: string): Promise<Buffer> {
  const bytes = await readStoredBytes(storage, key);
  if (!bytes) throw new Error(`the stored file ${key} is missing`);
  return bytes;
}

export async function runTextJob(
  db: Kysely<Database>,
  storage: FileStorage,
  documentId: string,
  attempt: number,
  maxAttempts: number,
): Promise<void> {
  const now = () => new Date().toISOString();
  const found = await db
    .selectFrom('document')
    .leftJoin('upload', 'upload.id', 'document.upload_id')
    .select(['document.id', 'document.tenant_id', 'upload.storage_key', 'upload.mime_type'])
    .where('document.id', '=', documentId)
    .executeTakeFirst();
  // A document deleted since: nothing to do.
  if (!found) return;
  await db
    .updateTable('document_text')
    .set({ attempts: attempt, updated_at: now() })
    .where('document_id', '=', documentId)
    .execute();
  try {
    const bytes = found.storage_key && found.mime_type ? await readAll(storage, found.storage_key) : undefined;
    const words = bytes ? await readWords(bytes, found.mime_type!) : { pages: [] };
    if (words.pages.some((page) => page.words.length)) await storeWords(storage, documentId, words);
    const text = textOfWords(words);
    await db
      .updateTable('document_text')
      .set({ status: text ? 'done' : 'none', text: text || null, last_error: null, updated_at: now() })
      .where('document_id', '=', documentId)
      .execute();
    await announceChanges(db, [
      { entity: 'document', entityId: documentId, action: 'words', tenantId: found.tenant_id },
    ]);
  } catch (error) {
    const message = (error instanceof Error ? error.message : String(error)).slice(0, 1000);
    await db
      .updateTable('document_text')
      .set({ status: attempt >= maxAttempts ? 'failed' : 'pending', last_error: message, updated_at: now() })
      .where('document_id', '=', documentId)
      .execute();
    throw error;
  }
}
