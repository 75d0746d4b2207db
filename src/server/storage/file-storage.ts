/**
 * Where accepted files live, behind one small interface so a second backend (object storage)
 * can replace local disk without touching the routes. Keys are made by the server
 * (`uploads/<upload id>`); a key never comes from a request.
 */
import type { Readable } from 'node:stream';

export interface StoredFile {
  /** The file's bytes, or only those of the part asked for. */
  stream: Readable;
  /** The size of the whole file. */
  size: number;
}

/** A part of a file: its first and last byte (inclusive), as a Range header names them. */
export interface BytePart {
  start: number;
  end: number;
}

export interface ListedFile {
  key: string;
  /** When the file was stored (milliseconds since the epoch). */
  storedAt: number;
}

export interface FileStorage {
  /**
   * Moves a finished local file into storage under key and returns only once the file is
   * durable (local disk: flushed, renamed, directory flushed; S3: the PUT answered success): a
   * database row may point at it afterwards.
   * The file counts as stored now (its listed storedAt), whenever its bytes were written.
   */
  putFile(key: string, sourcePath: string): Promise<void>;
  /** Every stored file whose key starts with prefix + '/', for the orphan sweep. */
  list(prefix: string): AsyncIterable<ListedFile>;
  /** The stored file (only the bytes of part, when given), or undefined when there is none. */
  open(key: string, part?: BytePart): Promise<StoredFile | undefined>;
  exists(key: string): Promise<boolean>;
  /** The stored file's size, or undefined when there is none. */
  sizeOf(key: string): Promise<number | undefined>;
  /** Removes the file; a missing file is not an error. */
  remove(key: string): Promise<void>;
  /** Releases what the backend holds open (an object store's connections); optional. */
  close?(): Promise<void>;
}

/** Storage keys are ours: lower-case words, digits and dashes, in slash-separated segments. */
export const STORAGE_KEY = /^[a-z0-9-]{1,64}(?:\/[a-z0-9-]{1,64}){0,3}$/;

export function assertStorageKey(key: string): void {
  if (!STORAGE_KEY.test(key)) throw new Error(`not a storage key: ${JSON.stringify(key.slice(0, 100))}`);
}

/** A stored file's whole bytes, or undefined when there is none (files the server reads itself). */
export async function readStoredBytes(storage: FileStorage, key: string): Promise<Buffer | undefined> {
  const file = await storage.open(key);
  if (!file) return undefined;
  const chunks: Buffer[] = [];
  for await (const chunk of file.stream) chunks.push(Buffer.from(chunk as Buffer));
  return Buffer.concat(chunks);
}
