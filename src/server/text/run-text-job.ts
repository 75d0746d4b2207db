/**
 * One "extract text" job: read the document's file through the storage, extract its text and
 * record the outcome on document_text (whose triggers put the text into the search index).
 * A failure keeps its message and the attempt count; after the last attempt the status is
 * failed, before it the document stays pending (a retry is coming).
 */
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';
import type { FileStorage } from '../storage/file-storage.js';
import { extractText } from './extract-text.js';

async function readAll(storage: FileStorage, key: string): Promise<Buffer> {
  const file = await storage.open(key);
  if (!file) throw new Error(`the stored file ${key} is missing`);
  const chunks: Buffer[] = [];
  for await (const chunk of file.stream) chunks.push(Buffer.from(chunk as Buffer));
  return Buffer.concat(chunks);
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
    .select(['document.id', 'upload.storage_key', 'upload.mime_type'])
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
    const text =
      found.storage_key && found.mime_type
        ? await extractText(await readAll(storage, found.storage_key), found.mime_type)
        : '';
    await db
      .updateTable('document_text')
      .set({ status: text ? 'done' : 'none', text: text || null, last_error: null, updated_at: now() })
      .where('document_id', '=', documentId)
      .execute();
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
