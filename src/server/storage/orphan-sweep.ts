/**
 * The orphan-file sweep: a stored file that no upload row points to, stored more than the grace
 * period ago, is removed. Files are stored before their row commits (finish-upload.ts), so a
 * crash between the rename and the commit, a failed clean-up, or a deleted upload row leaves
 * such a file behind. The grace period (an hour) is far longer than any store-then-commit
 * takes, so a file whose transaction is still running is never touched. A document's words
 * (`words/<document id>`, derived from its file) go the same way once their document is gone.
 */
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';
import type { FileStorage, ListedFile } from './file-storage.js';

export const ORPHAN_GRACE_MS = 3_600_000;
/** Upload rows hold keys under `uploads/<upload id>`; a document's words are `words/<document id>`. */
const HOLDERS = [
  { prefix: 'uploads', held: (db: Kysely<Database>, keys: string[]) => heldUploads(db, keys) },
  { prefix: 'words', held: (db: Kysely<Database>, keys: string[]) => heldWords(db, keys) },
];

async function heldUploads(db: Kysely<Database>, keys: string[]): Promise<Set<string>> {
  const rows = await db.selectFrom('upload').select('storage_key').where('storage_key', 'in', keys).execute();
  return new Set(rows.map((row) => row.storage_key));
}

async function heldWords(db: Kysely<Database>, keys: string[]): Promise<Set<string>> {
  const ids = keys.map((key) => key.slice('words/'.length));
  const rows = await db.selectFrom('document').select('id').where('id', 'in', ids).execute();
  return new Set(rows.map((row) => `words/${row.id}`));
}
const BATCH = 500;

export interface OrphanSweepOptions {
  graceMs?: number;
  now?: number;
}

/** Removes the orphan files; returns their keys. */
export async function sweepOrphanFiles(
  db: Kysely<Database>,
  storage: FileStorage,
  options: OrphanSweepOptions = {},
): Promise<string[]> {
  const before = (options.now ?? Date.now()) - (options.graceMs ?? ORPHAN_GRACE_MS);
  const removed: string[] = [];
  for (const holder of HOLDERS) {
    const check = async (files: ListedFile[]) => {
      const keys = files.map((file) => file.key);
      const held = await holder.held(db, keys);
      for (const key of keys) {
        if (held.has(key)) continue;
        await storage.remove(key);
        removed.push(key);
      }
    };
    let batch: ListedFile[] = [];
    for await (const file of storage.list(holder.prefix)) {
      if (file.storedAt >= before) continue;
      batch.push(file);
      if (batch.length === BATCH) {
        await check(batch);
        batch = [];
      }
    }
    if (batch.length) await check(batch);
  }
  return removed;
}
