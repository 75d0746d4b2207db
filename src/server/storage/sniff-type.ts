/**
 * The type of a file is decided by its bytes (magic numbers, via the file-type package), never
 * by its name or the type the browser declared. Text has no magic number: a head that is clean
 * UTF-8 with a delimiter on its first line counts as CSV, other clean text as plain text.
 */
import fsp from 'node:fs/promises';
import { fileTypeFromBuffer } from 'file-type';

const HEAD_BYTES = 4100;

function textType(head: Buffer): string | undefined {
  if (head.length === 0 || head.includes(0)) return undefined;
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(head);
  } catch {
    // The head may end inside a multi-byte character; drop at most the last three bytes.
    try {
      text = new TextDecoder('utf-8', { fatal: true }).decode(head.subarray(0, Math.max(0, head.length - 3)));
    } catch {
      return undefined;
    }
  }
  // Control characters other than tab, newline, carriage return and form feed mean binary.
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if ((code < 0x20 && code !== 0x09 && code !== 0x0a && code !== 0x0c && code !== 0x0d) || code === 0x7f)
      return undefined;
  }
  const firstLine = text.split(/\r?\n/, 1)[0] ?? '';
  return /[,;\t]/.test(firstLine) ? 'text/csv' : 'text/plain';
}

/** The sniffed MIME type of the file, or undefined when its bytes match nothing known. */
export async function sniffType(filePath: string): Promise<string | undefined> {
  const handle = await fsp.open(filePath, 'r');
  try {
    const head = Buffer.alloc(HEAD_BYTES);
    const { bytesRead } = await handle.read(head, 0, HEAD_BYTES, 0);
    const bytes = head.subarray(0, bytesRead);
    const detected = await fileTypeFromBuffer(bytes);
    return detected?.mime ?? textType(bytes);
  } finally {
    await handle.close();
  }
}
