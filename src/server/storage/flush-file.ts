/** fsync of one file: its bytes are on disk when this resolves (not just in the page cache). */
import fsp from 'node:fs/promises';

export async function flushFile(filePath: string): Promise<void> {
  const handle = await fsp.open(filePath, 'r+');
  try {
    await handle.sync();
  } finally {
    await handle.close();
  }
}
