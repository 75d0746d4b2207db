/**
 * Stores bytes made in memory (the demo seed's files) through the storage interface: written
 * to a temporary file, then handed to putFile, which makes them durable under the key.
 */
import fsp from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { FileStorage } from './file-storage.js';

export async function storeBytes(
  storage: FileStorage,
  key: string,
  bytes: Buffer,
  temporaryDir = os.tmpdir(),
): Promise<void> {
  const directory = await fsp.mkdtemp(path.join(temporaryDir, 'dbbs-store-'));
  const file = path.join(directory, 'file');
  try {
    await fsp.writeFile(file, bytes);
    await storage.putFile(key, file);
  } finally {
    await fsp.rm(directory, { recursive: true, force: true });
  }
}
