/**
 * tus' FileStore, hashing the bytes as they arrive: a 1 GiB upload then needs no second read
 * of its file to learn its SHA-256. The running hash lives in memory only; after a restart, or
 * if a write stopped short, it is dropped and the finisher hashes the file from disk instead.
 */
import { createHash, type Hash } from 'node:crypto';
import fs from 'node:fs';
import type http from 'node:http';
import path from 'node:path';
import { Transform, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { FileStore } from '@tus/file-store';

/** Our tus ids (tus-routes.ts): plain hex, so a name can never leave the directory. */
const TUS_ID = /^[a-f0-9]{32}$/;
/** Large write buffers let the file stream gather many network chunks into one writev. */
const WRITE_BUFFER = 4 * 1024 * 1024;

export class HashingFileStore extends FileStore {
  private running = new Map<string, { hash: Hash; offset: number }>();

  override async write(readable: http.IncomingMessage | Readable, fileId: string, offset: number): Promise<number> {
    let state = this.running.get(fileId);
    if (offset === 0) state = { hash: createHash('sha256'), offset: 0 };
    if (!state || state.offset !== offset) {
      this.running.delete(fileId);
      return super.write(readable, fileId, offset);
    }
    const current = state;
    if (!TUS_ID.test(fileId)) throw new Error('not an upload id');
    let hashed = 0;
    const tap = new Transform({
      transform(chunk: Buffer, _encoding, callback) {
        current.hash.update(chunk);
        hashed += chunk.length;
        callback(null, chunk);
      },
    });
    const file = fs.createWriteStream(path.join(this.directory, fileId), {
      flags: 'r+',
      start: offset,
      highWaterMark: WRITE_BUFFER,
    });
    let written: number;
    try {
      await pipeline(readable, tap, file);
      written = offset + hashed;
    } catch (error) {
      this.running.delete(fileId);
      throw error;
    }
    // Only when the file grew by exactly what was hashed do the two still agree.
    if (written === offset + hashed) this.running.set(fileId, { hash: current.hash, offset: written });
    else this.running.delete(fileId);
    return written;
  }

  /** The SHA-256 of the whole upload if every byte passed through this process, else undefined. */
  takeDigest(fileId: string, size: number): string | undefined {
    const state = this.running.get(fileId);
    this.running.delete(fileId);
    return state && state.offset === size ? state.hash.digest('hex') : undefined;
  }

  forget(fileId: string): void {
    this.running.delete(fileId);
  }
}
