/**
 * The orphan-file sweep: a stored file that no upload row points to, stored more than the grace
 * period ago, is removed. Files are stored before their row commits (finish-upload.ts), so a
 * crash between the rename and the commit, a failed clean-up, or a deleted upload row leaves
 * such a file behind. The grace period (an hour) is far longer than any store-then-commit
 * takes, so a file whose transaction is still running is never touched.
 */
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';
import type { FileStorage, ListedFile } from './file-storage.js';

export const ORPHAN_GRACE_MS = 3_600_000;
/** Upload rows hold keys under this prefix (`uploads/<upload id>`). */
const PREFIX = 'uploads';
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
  const check = async (files: ListedFile[]) => {
    const keys = files.map((file) => file.key);
    const rows = await db.selectFrom('upload').select('storage_key').where('storage_key', 'in', keys).execute();
    const held = new Set(rows.map((row) => row.storage_key));
    for (const key of keys) {
      if (held.has(key)) continue;
      await storage.remove(key);
      removed.push(key);
    }
  };
  let batch: ListedFile[] = [];
  for await (const file of storage.list(PREFIX)) {
    if (file.storedAt >= before) continue;
    batch.push(file);
    if (batch.length === BATCH) {
      await check(batch);
      batch = [];
    }
  }
  if (batch.length) await check(batch);
  return removed;
}
