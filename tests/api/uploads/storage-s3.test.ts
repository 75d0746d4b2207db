/**
 * The file storage contract, run the same against both backends: local disk and S3-compatible
 * object storage (s3rver, an S3 emulator in process on 127.0.0.1: not AWS itself). Then one
 * upload through the real API on each engine with the S3 backend: tus in, download out, the
 * orphan sweep over the bucket, and a missing object answered with 404.
 */
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ORPHAN_GRACE_MS, sweepOrphanFiles } from '../../../src/server/storage/orphan-sweep.js';
import { readStorageConfig } from '../../../src/server/storage/create-storage.js';
import type { FileStorage } from '../../../src/server/storage/file-storage.js';
import { localDiskStorage } from '../../../src/server/storage/local-disk-storage.js';
import { s3Storage } from '../../../src/server/storage/s3-storage.js';
import { storeBytes } from '../../../src/server/storage/store-bytes.js';
import { startS3Server, type TestS3Server } from '../../helpers/s3-server.js';
import { samplePdf } from '../../helpers/sample-files.js';
import { ENGINES, startTestServer, type TestServer } from '../../helpers/server.js';
import { uploadWhole } from '../../helpers/tus-requests.js';
import { buildWorld, type World } from '../../helpers/world.js';

// The intake keeps its incoming tus files under DATA_DIR: this file's own.
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'dbbs-storage-'));
process.env.DATA_DIR = dataDir;

let s3: TestS3Server;
const opened: FileStorage[] = [];
beforeAll(async () => {
  s3 = await startS3Server();
});
afterAll(async () => {
  for (const storage of opened) await storage.close?.();
  await s3?.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

const MIB = 1024 * 1024;
const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

async function readAll(stream: NodeJS.ReadableStream): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Buffer));
  return Buffer.concat(chunks);
}

/** A finished local file, as the intake hands it to putFile. */
async function localFile(bytes: Buffer): Promise<string> {
  const directory = await fsp.mkdtemp(path.join(dataDir, 'source-'));
  const file = path.join(directory, 'file');
  await fsp.writeFile(file, bytes);
  return file;
}

const BACKENDS: { name: string; make: () => FileStorage }[] = [
  { name: 'local disk', make: () => localDiskStorage(fs.mkdtempSync(path.join(dataDir, 'files-'))) },
  // Multipart from 5 MiB (S3's smallest part), so the contract covers both ways up.
  { name: 'S3 (s3rver)', make: () => s3Storage({ ...s3.config, multipartThreshold: 5 * MIB, partSize: 5 * MIB }) },
];

describe.each(BACKENDS)('file storage contract: $name', ({ make }) => {
  let storage: FileStorage;
  // A prefix of this run's own, so the listings see only this test's keys.
  const prefix = `t-${randomUUID()}`;
  beforeAll(() => {
    storage = make();
    opened.push(storage);
  });

  it('stores a finished file (moving it) and gives back the same bytes, SHA-256 and size', async () => {
    const bytes = randomBytes(300 * 1024 + 7);
    const source = await localFile(bytes);
    const key = `${prefix}/small`;
    await storage.putFile(key, source);
    expect(fs.existsSync(source)).toBe(false);
    expect(await storage.exists(key)).toBe(true);
    const file = await storage.open(key);
    if (!file) throw new Error('stored file not found');
    expect(file.size).toBe(bytes.length);
    expect(sha256(await readAll(file.stream))).toBe(sha256(bytes));
  });

  it('stores a file larger than a multipart part intact', async () => {
    const bytes = randomBytes(11 * MIB + 123);
    const key = `${prefix}/large`;
    await storage.putFile(key, await localFile(bytes));
    const file = await storage.open(key);
    if (!file) throw new Error('stored file not found');
    expect(file.size).toBe(bytes.length);
    expect(sha256(await readAll(file.stream))).toBe(sha256(bytes));
  });

  it('gives back one part of a file, with the whole size, and the size alone', async () => {
    const bytes = randomBytes(200 * 1024 + 3);
    const key = `${prefix}/parts`;
    await storeBytes(storage, key, bytes);
    expect(await storage.sizeOf(key)).toBe(bytes.length);
    expect(await storage.sizeOf(`${prefix}/missing`)).toBeUndefined();
    // Not { start: 0, end: 0 }: s3rver reads an end of 0 as "to the end" (AWS S3 does not).
    for (const part of [
      { start: 0, end: 1 },
      { start: 1000, end: 70_000 },
      { start: bytes.length - 5, end: bytes.length - 1 },
    ]) {
      const file = await storage.open(key, part);
      if (!file) throw new Error('stored file not found');
      expect(file.size).toBe(bytes.length);
      expect((await readAll(file.stream)).equals(bytes.subarray(part.start, part.end + 1))).toBe(true);
    }
  });

  it('replaces a file stored again under the same key', async () => {
    const key = `${prefix}/again`;
    await storeBytes(storage, key, Buffer.from('first'));
    await storeBytes(storage, key, Buffer.from('second, longer'));
    const file = await storage.open(key);
    expect(file?.size).toBe(14);
    expect((await readAll(file!.stream)).toString()).toBe('second, longer');
  });

  it('lists by prefix, with the time each file was stored', async () => {
    const listPrefix = `${prefix}/list`;
    const before = Date.now();
    const keys = [`${listPrefix}/a`, `${listPrefix}/b`, `${listPrefix}/deeper/c`];
    for (const key of keys) await storeBytes(storage, key, Buffer.from(key));
    // Neither a sibling whose name only starts the same nor another prefix is listed.
    await storeBytes(storage, `${listPrefix}-sibling/x`, Buffer.from('x'));
    await storeBytes(storage, `other-${randomUUID()}/y`, Buffer.from('y'));
    const after = Date.now();
    const listed = [];
    for await (const file of storage.list(listPrefix)) listed.push(file);
    expect(listed.map((file) => file.key).sort()).toEqual([...keys].sort());
    for (const file of listed) {
      // S3 keeps whole seconds, and s3rver takes them from the file system's clock, which is
      // coarse: a file stored just after `before` may read up to a second and a few ms before it.
      expect(file.storedAt).toBeGreaterThanOrEqual(before - 2000);
      expect(file.storedAt).toBeLessThanOrEqual(after + 1000);
    }
    const none = [];
    for await (const file of storage.list(`empty-${randomUUID()}`)) none.push(file);
    expect(none).toEqual([]);
  });

  it('removes a file; removing a missing one is no error', async () => {
    const key = `${prefix}/gone`;
    await storeBytes(storage, key, Buffer.from('bye'));
    await storage.remove(key);
    expect(await storage.exists(key)).toBe(false);
    expect(await storage.open(key)).toBeUndefined();
    await expect(storage.remove(key)).resolves.toBeUndefined();
  });

  it('answers a missing key with not found (undefined), not a stream or a crash', async () => {
    const key = `${prefix}/never-${randomUUID()}`;
    expect(await storage.open(key)).toBeUndefined();
    expect(await storage.exists(key)).toBe(false);
  });

  it('refuses anything that is not a storage key', async () => {
    for (const key of ['../escape', '/absolute', 'Upper/case', 'a//b', '']) {
      await expect(storage.open(key), key).rejects.toThrow(/not a storage key/);
      await expect(storage.remove(key), key).rejects.toThrow(/not a storage key/);
    }
  });
});

describe('storage chosen by the environment', () => {
  it('is local disk by default and S3 with STORAGE=s3', () => {
    expect(readStorageConfig({ DATA_DIR: '/srv/data' })).toEqual({
      kind: 'local',
      filesDir: path.resolve('/srv/data/files'),
    });
    expect(
      readStorageConfig({
        STORAGE: 's3',
        S3_ENDPOINT: 'http://127.0.0.1:9000',
        S3_BUCKET: 'files',
        S3_ACCESS_KEY_ID: 'id',
        S3_SECRET_ACCESS_KEY: 'secret',
        S3_FORCE_PATH_STYLE: 'true',
      }),
    ).toEqual({
      kind: 's3',
      endpoint: 'http://127.0.0.1:9000',
      bucket: 'files',
      region: 'us-east-1',
      accessKeyId: 'id',
      secretAccessKey: 'secret',
      forcePathStyle: true,
    });
  });

  it('refuses an incomplete or unknown configuration', () => {
    expect(() => readStorageConfig({ STORAGE: 's3' })).toThrow(/S3_BUCKET/);
    expect(() => readStorageConfig({ STORAGE: 's3', S3_BUCKET: 'b', S3_ACCESS_KEY_ID: 'id' })).toThrow(
      /S3_SECRET_ACCESS_KEY/,
    );
    expect(() => readStorageConfig({ STORAGE: 'ftp' })).toThrow(/STORAGE must be/);
  });
});

describe.each(ENGINES)('uploads with S3 storage on %s', (engine) => {
  let server: TestServer;
  let world: World;
  let storage: FileStorage;

  beforeAll(async () => {
    storage = s3Storage(s3.config);
    opened.push(storage);
    server = await startTestServer(engine, { storage });
    world = await buildWorld(server.database.db);
  });
  afterAll(async () => {
    await server?.close();
  });

  it('takes a tus upload into the bucket and serves it back; sweeps only strays; 404 for a lost object', async () => {
    const bytes = samplePdf(`s3 ${engine} ${randomUUID()}`);
    const result = await uploadWhole(server.url, world.users.upA.token, bytes, {
      locationId: world.A.location,
      filename: 'receipt.pdf',
    });
    if (result?.status !== 'accepted') throw new Error(`upload not accepted: ${JSON.stringify(result)}`);
    const row = await server.database.db
      .selectFrom('upload')
      .select(['storage_key', 'sha256', 'size'])
      .where('id', '=', result.uploadId)
      .executeTakeFirstOrThrow();
    expect(row.sha256).toBe(sha256(bytes));
    expect(Number(row.size)).toBe(bytes.length);
    expect(await storage.exists(row.storage_key)).toBe(true);

    const content = `${server.url}/api/uploads/${result.uploadId}/content?download=1`;
    const auth = { authorization: `Bearer ${world.users.upA.token}` };
    const response = await fetch(content, { headers: auth });
    expect(response.status).toBe(200);
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('content-length')).toBe(String(bytes.length));
    expect(sha256(Buffer.from(await response.arrayBuffer()))).toBe(sha256(bytes));
    const part = await fetch(content, { headers: { ...auth, range: 'bytes=4-11' } });
    expect(part.status).toBe(206);
    expect(part.headers.get('content-range')).toBe(`bytes 4-11/${bytes.length}`);
    expect(Buffer.from(await part.arrayBuffer()).equals(bytes.subarray(4, 12))).toBe(true);

    // The orphan sweep over the bucket: a stray object goes, the row's object stays.
    const stray = `uploads/${randomUUID()}`;
    await storeBytes(storage, stray, Buffer.from('stray'));
    const removed = await sweepOrphanFiles(server.database.db, storage, { now: Date.now() + 2 * ORPHAN_GRACE_MS });
    expect(removed).toContain(stray);
    expect(removed).not.toContain(row.storage_key);
    expect(await storage.exists(row.storage_key)).toBe(true);

    await storage.remove(row.storage_key);
    const lost = await fetch(content, { headers: auth });
    expect(lost.status).toBe(404);
    expect(JSON.stringify(await lost.json())).toMatch(/not stored/);
  });
});
