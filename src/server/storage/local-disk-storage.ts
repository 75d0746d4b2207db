/**
 * The default file storage: a directory on local disk (DATA_DIR/files). Durability follows the
 * classic order: fsync the file, rename it into place, fsync the directory, so that after a
 * crash a file either is complete under its key or is not there at all.
 */
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import { assertStorageKey, STORAGE_KEY, type FileStorage, type ListedFile, type StoredFile } from './file-storage.js';
import { flushFile } from './flush-file.js';

/** fsync of a directory: a rename inside it is on disk when this resolves. */
async function flushDirectory(directory: string): Promise<void> {
  const handle = await fsp.open(directory, 'r');
  try {
    await handle.sync();
  } finally {
    await handle.close();
  }
}

export function localDiskStorage(root: string): FileStorage {
  const resolved = path.resolve(root);
  fs.mkdirSync(resolved, { recursive: true });
  const pathOf = (key: string) => {
    assertStorageKey(key);
    const file = path.join(resolved, key);
    // The key pattern already forbids '..'; this is the second lock on the same door.
    if (!file.startsWith(resolved + path.sep)) throw new Error('storage key leaves the storage directory');
    return file;
  };

  return {
    async putFile(key, sourcePath) {
      const target = pathOf(key);
      const directory = path.dirname(target);
      await fsp.mkdir(directory, { recursive: true });
      // The modification time is the storing time: the orphan sweep's age of a file must not
      // start when its bytes were written (an upload resumed hours later, finished only now).
      const now = new Date();
      await fsp.utimes(sourcePath, now, now);
      await flushFile(sourcePath);
      try {
        await fsp.rename(sourcePath, target);
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'EXDEV') throw error;
        // Another filesystem: copy to a temporary name beside the target, flush, then rename.
        const temporary = `${target}.partial`;
        await fsp.copyFile(sourcePath, temporary);
        await flushFile(temporary);
        await fsp.rename(temporary, target);
        await fsp.unlink(sourcePath);
      }
      await flushDirectory(directory);
    },
    async open(key, part): Promise<StoredFile | undefined> {
      const file = pathOf(key);
      try {
        const handle = await fsp.open(file, 'r');
        const { size } = await handle.stat();
        return { stream: handle.createReadStream(part ? { start: part.start, end: part.end } : {}), size };
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
        throw error;
      }
    },
    async *list(prefix): AsyncIterable<ListedFile> {
      const start = pathOf(prefix);
      const pending = [start];
      while (pending.length) {
        const directory = pending.pop() as string;
        let entries: fs.Dirent[];
        try {
          entries = await fsp.readdir(directory, { withFileTypes: true });
        } catch (error) {
          if ((error as NodeJS.ErrnoException).code === 'ENOENT') continue;
          throw error;
        }
        for (const entry of entries) {
          const file = path.join(directory, entry.name);
          if (entry.isDirectory()) pending.push(file);
          else if (entry.isFile()) {
            const key = path.relative(resolved, file).split(path.sep).join('/');
            // Anything else (a `.partial` copy) is no key a row can hold.
            if (!STORAGE_KEY.test(key)) continue;
            try {
              yield { key, storedAt: (await fsp.stat(file)).mtimeMs };
            } catch (error) {
              if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
            }
          }
        }
      }
    },
    async exists(key) {
      try {
        return (await fsp.stat(pathOf(key))).isFile();
      } catch {
        return false;
      }
    },
    async sizeOf(key) {
      try {
        const stat = await fsp.stat(pathOf(key));
        return stat.isFile() ? stat.size : undefined;
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
        throw error;
      }
    },
    async remove(key) {
      await fsp.rm(pathOf(key), { force: true });
    },
  };
}
