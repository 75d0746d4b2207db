/**
 * A file's words with their boxes, kept beside the file in the file store as a derived file
 * (`words/<document id>`), never as database rows: written once by the text job, read by the
 * suggestions and by learning at submit. The orphan sweep removes it with its document.
 */
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { captureWords, type CaptureWords } from '../../common/schemas/capture.js';
import { readStoredBytes, type FileStorage } from '../storage/file-storage.js';

export const WORDS_PREFIX = 'words';
export const wordsKey = (documentId: string) => `${WORDS_PREFIX}/${documentId}`;

export async function storeWords(storage: FileStorage, documentId: string, words: CaptureWords): Promise<void> {
  const folder = await fs.mkdtemp(path.join(os.tmpdir(), 'dbbs-words-'));
  try {
    const file = path.join(folder, 'words.json');
    await fs.writeFile(file, JSON.stringify(words));
    await storage.putFile(wordsKey(documentId), file);
  } finally {
    await fs.rm(folder, { recursive: true, force: true });
  }
}

/** The document's words, or undefined when none were stored (no words, or not read yet). */
export async function loadWords(storage: FileStorage, documentId: string): Promise<CaptureWords | undefined> {
  const bytes = await readStoredBytes(storage, wordsKey(documentId));
  if (!bytes) return undefined;
  const parsed = captureWords.safeParse(JSON.parse(bytes.toString('utf8')));
  return parsed.success ? parsed.data : undefined;
}
