/**
 * The object store (s3rver, S3-compatible, holding both the finished files and the unfinished
 * tus uploads: STORAGE=s3) stops while a tus upload is under way, and starts again:
 *
 * - while it is down, the upload's last chunk answers 503 and so does asking how far it got;
 *   a download and a signed preview answer 503; nothing is recorded (no upload row, the
 *   intake still receiving);
 * - once it is back, the upload resumes from the offset the server gives and completes once:
 *   exactly one upload row, whose SHA-256 and stored bytes are the file's.
 */
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decodeResultHeader, RESULT_HEADER } from '../../../src/common/uploads.js';
import { intakeDb } from '../../../src/server/services/uploads/intake-records.js';
import { startS3Server, type TestS3Server } from '../../helpers/s3-server.js';
import { samplePdf } from '../../helpers/sample-files.js';
import { startTestServer, type TestServer } from '../../helpers/server.js';
import { tusClient, uploadWhole } from '../../helpers/tus-requests.js';
import { waitFor } from '../../helpers/wait-for.js';
import { buildWorld, client, type World } from '../../helpers/world.js';

const MIB = 1024 * 1024;
const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'dbbs-store-down-'));

describe('the object store down and back', () => {
  let s3: TestS3Server;
  let server: TestServer;
  let world: World;
  const saved = { ...process.env };

  beforeAll(async () => {
    s3 = await startS3Server();
    // The storage and the tus intake are chosen from the environment when the server is built.
    Object.assign(process.env, {
      DATA_DIR: dataDir,
      STORAGE: 's3',
      S3_ENDPOINT: s3.config.endpoint,
      S3_BUCKET: s3.config.bucket,
      S3_REGION: s3.config.region,
      S3_ACCESS_KEY_ID: s3.config.accessKeyId,
      S3_SECRET_ACCESS_KEY: s3.config.secretAccessKey,
      S3_FORCE_PATH_STYLE: 'true',
    });
    server = await startTestServer('sqlite');
    world = await buildWorld(server.database.db);
  });
  afterAll(async () => {
    await server?.close();
    await s3?.close();
    for (const key of Object.keys(process.env)) if (!(key in saved)) delete process.env[key];
    Object.assign(process.env, saved);
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('answers 503 while the store is down, records nothing, and completes the resumed upload once after', async () => {
    const token = world.users.upA.token;
    const db = server.database.db;
    // A file stored before the outage, to download and preview during it.
    const before = await uploadWhole(server.url, token, samplePdf(`before ${randomUUID()}`), {
      locationId: world.A.location,
      filename: 'before.pdf',
    });
    if (before?.status !== 'accepted') throw new Error(`the first upload was ${JSON.stringify(before)}`);

    const bytes = Buffer.concat([samplePdf(`outage ${randomUUID()}`), randomBytes(4 * MIB)]);
    const half = 3 * MIB;
    const tus = tusClient(server.url, token);
    const created = await tus.create(bytes.length, { locationId: world.A.location, filename: 'outage.pdf' });
    expect(created.status).toBe(201);
    const location = created.headers.get('location')!;
    const tusId = location.split('/').pop()!;
    expect((await tus.patch(location, 0, bytes.subarray(0, half))).status).toBe(204);
    const uploadsBefore = await db.selectFrom('upload').select('id').execute();

    await s3.stop();
    const began = performance.now();
    const last = await tus.patch(location, half, bytes.subarray(half));
    const lastMs = performance.now() - began;
    expect(last.status).toBe(503);
    expect(last.text).toMatch(/storage is unreachable/);
    expect((await tus.head(location)).status).toBe(503);
    const asUploader = client(server.url, token);
    const download = await fetch(`${server.url}/api/uploads/${before.uploadId}/content`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(download.status).toBe(503);
    expect((await download.json()).message).toMatch(/storage is unreachable/);
    const signed = await asUploader('POST', `/api/uploads/${before.uploadId}/preview-url`);
    // Signing a preview link needs no store; opening it does.
    expect(signed.status).toBe(200);
    expect((await fetch(`${server.url}${signed.body.url}`)).status).toBe(503);
    // Nothing half-recorded: no new upload row, the intake still receiving.
    expect(await db.selectFrom('upload').select('id').execute()).toHaveLength(uploadsBefore.length);
    const intake = await intakeDb(db)
      .selectFrom('upload_intake')
      .select('status')
      .where('id', '=', tusId)
      .executeTakeFirst();
    expect(intake?.status).toBe('receiving');

    await s3.start();
    // The client asks how far the upload got and sends the rest from there.
    const head = await waitFor(
      async () => {
        const answer = await tus.head(location);
        return answer.status === 200 ? answer : undefined;
      },
      { timeout: 20_000, interval: 200, message: 'the upload to answer HEAD once the store is back' },
    );
    const offset = Number(head.headers.get('upload-offset'));
    expect(offset).toBeLessThanOrEqual(half);
    const rest = await tus.patch(location, offset, bytes.subarray(offset));
    expect(rest.status).toBe(204);
    const result = decodeResultHeader(rest.headers.get(RESULT_HEADER) ?? '');
    expect(result).toMatchObject({ status: 'accepted', mimeType: 'application/pdf' });
    if (result?.status !== 'accepted') throw new Error('not accepted');

    // Exactly one upload row for the file, with its hash and size, and its bytes in the store.
    const rows = await db
      .selectFrom('upload')
      .select(['id', 'sha256', 'size'])
      .where('sha256', '=', sha256(bytes))
      .execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ id: result.uploadId });
    expect(Number(rows[0]!.size)).toBe(bytes.length);
    expect(await db.selectFrom('upload').select('id').execute()).toHaveLength(uploadsBefore.length + 1);
    const stored = await fetch(`${server.url}/api/uploads/${result.uploadId}/content`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(stored.status).toBe(200);
    expect(sha256(Buffer.from(await stored.arrayBuffer()))).toBe(sha256(bytes));
    // And the earlier file downloads again.
    const again = await fetch(`${server.url}/api/uploads/${before.uploadId}/content`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(again.status).toBe(200);
    console.log(`object store down: the last chunk answered 503 in ${lastMs.toFixed(0)} ms`);
  }, 60_000);
});
