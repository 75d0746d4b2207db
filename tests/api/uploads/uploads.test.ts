/**
 * The upload intake on both engines: the bearer token on every tus verb, owner-only resume,
 * the location scope, size and type refusals, duplicates, the document made on completion,
 * and downloads/previews inside the scope only, with safe headers.
 */
import { createHash, randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decodeResultHeader, RESULT_HEADER, type IntakeResult } from '../../../src/common/uploads.js';
import { createIdentity, idTokenFor, uniqueEmail } from '../../helpers/identity.js';
import { sampleExe, samplePdf, samplePng } from '../../helpers/sample-files.js';
import { ENGINES } from '../../helpers/server.js';
import { tusClient } from '../../helpers/tus-requests.js';
import { startApiServer, type ApiServer } from '../../helpers/api-server.js';
import { buildWorld, client, type World } from '../../helpers/world.js';

// The intake keeps its files under DATA_DIR: this file's own, read when each server starts.
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'dbbs-uploads-'));
process.env.DATA_DIR = dataDir;
afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

describe.each(ENGINES)('uploads on %s', (engine) => {
  let server: ApiServer;
  let world: World;
  const extra = { upA2: { id: '', token: '' }, upB: { id: '', token: '' } };
  const tus = (token?: string) => tusClient(server.url, token);
  const upA = () => tus(world.users.upA.token);

  /** Creates and sends a whole file as upA (or another uploader); returns the result. */
  async function upload(bytes: Buffer, filename: string, token = world.users.upA.token, locationId = world.A.location) {
    const client = tus(token);
    const created = await client.create(bytes.length, { locationId, filename });
    expect(created.status).toBe(201);
    const location = created.headers.get('location') as string;
    const sent = await client.patch(location, 0, bytes);
    expect(sent.status).toBe(204);
    const header = sent.headers.get(RESULT_HEADER);
    return {
      location,
      tusId: location.split('/').pop() as string,
      result: decodeResultHeader(header ?? '') as IntakeResult,
    };
  }

  async function uploader(key: 'A' | 'B') {
    const email = uniqueEmail(`up${key.toLowerCase()}`);
    const id = randomUUID();
    const tenant = world[key].tenant;
    const now = new Date().toISOString();
    await server.db
      .insertInto('app_user')
      .values({ id, email, name: email, roles: JSON.stringify(['isUploader']), tenant_id: tenant, created_at: now })
      .execute();
    await server.db
      .insertInto('user_location')
      .values({ id: randomUUID(), user_id: id, location_id: world[key].location, tenant_id: tenant, created_at: now })
      .execute();
    await createIdentity(email);
    return { id, token: await idTokenFor(email) };
  }

  beforeAll(async () => {
    server = await startApiServer(engine);
    world = await buildWorld(server.db);
    extra.upA2 = await uploader('A');
    extra.upB = await uploader('B');
  });
  afterAll(async () => server?.close());

  it('refuses every tus verb without a token (OPTIONS alone is public)', async () => {
    const { location, tusId } = await (async () => {
      const created = await upA().create(10, { locationId: world.A.location, filename: 'a.pdf' });
      const at = created.headers.get('location') as string;
      return { location: at, tusId: at.split('/').pop() as string };
    })();
    const anonymous = tus(undefined);
    expect((await anonymous.create(10, { locationId: world.A.location, filename: 'a.pdf' })).status).toBe(401);
    expect((await anonymous.head(location)).status).toBe(401);
    expect((await anonymous.patch(location, 0, Buffer.alloc(10))).status).toBe(401);
    expect((await anonymous.remove(location)).status).toBe(401);
    expect((await anonymous.result(tusId)).status).toBe(401);
    expect((await tus('not-a-token').head(location)).status).toBe(401);
    const options = await anonymous.options();
    expect(options.status).toBe(204);
    expect(options.headers.get('tus-version')).toContain('1.0.0');
  });

  it('accepts a PDF: stores it, makes the upload and its new document, reports both', async () => {
    const bytes = samplePdf(`accept-${engine}`);
    const { result, tusId } = await upload(bytes, 'Reçu mars.pdf');
    expect(result).toMatchObject({ status: 'accepted', mimeType: 'application/pdf' });
    if (result.status !== 'accepted') throw new Error('not accepted');
    const row = await server.db
      .selectFrom('upload')
      .selectAll()
      .where('id', '=', result.uploadId)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      tenant_id: world.A.tenant,
      location_id: world.A.location,
      uploader_id: world.users.upA.id,
      file_name: 'Reçu mars.pdf',
      sha256: sha256(bytes),
      status: 'accepted',
    });
    expect(Number(row.size)).toBe(bytes.length);
    expect(fs.readFileSync(path.join(dataDir, 'files', row.storage_key))).toEqual(bytes);
    const document = await server.db
      .selectFrom('document')
      .selectAll()
      .where('upload_id', '=', result.uploadId)
      .executeTakeFirstOrThrow();
    expect(document).toMatchObject({
      id: result.documentId,
      status: 'new',
      tenant_id: world.A.tenant,
      title: 'Reçu mars.pdf',
    });
    // The incoming copy is gone; the result stays readable by its owner only.
    expect(fs.existsSync(path.join(dataDir, 'uploads-incoming', tusId))).toBe(false);
    const again = await upA().result(tusId);
    expect(JSON.parse(again.text)).toEqual(result);
    expect((await tus(extra.upA2.token).result(tusId)).status).toBe(404);
  });

  it('resumes an interrupted upload from the offset the server has', async () => {
    const bytes = samplePng(engine === 'sqlite' ? 1 : 2);
    const created = await upA().create(bytes.length, { locationId: world.A.location, filename: 'scan.png' });
    const location = created.headers.get('location') as string;
    const half = Math.floor(bytes.length / 2);
    expect((await upA().patch(location, 0, bytes.subarray(0, half))).status).toBe(204);
    const head = await upA().head(location);
    expect(head.status).toBe(200);
    expect(head.headers.get('upload-offset')).toBe(String(half));
    expect((await upA().patch(location, 0, bytes)).status).toBe(409);
    const done = await upA().patch(location, half, bytes.subarray(half));
    const result = decodeResultHeader(done.headers.get(RESULT_HEADER) ?? '');
    expect(result).toMatchObject({ status: 'accepted', mimeType: 'image/png' });
    // The hash taken while the two halves streamed in is the file's.
    const row = await server.db
      .selectFrom('upload')
      .select('sha256')
      .where('id', '=', (result as { uploadId: string }).uploadId)
      .executeTakeFirstOrThrow();
    expect(row.sha256).toBe(sha256(bytes));
    // A HEAD after the end answers complete, with the result, so a reopened tab does not resend.
    const after = await upA().head(location);
    expect(after.headers.get('upload-offset')).toBe(String(bytes.length));
    expect(decodeResultHeader(after.headers.get(RESULT_HEADER) ?? '')?.status).toBe('accepted');
  });

  it("refuses resuming, cancelling or reading another user's upload (same tenant or not): 404", async () => {
    const created = await upA().create(100, { locationId: world.A.location, filename: 'mine.pdf' });
    const location = created.headers.get('location') as string;
    const tusId = location.split('/').pop() as string;
    for (const other of [extra.upA2.token, extra.upB.token]) {
      expect((await tus(other).head(location)).status).toBe(404);
      expect((await tus(other).patch(location, 0, Buffer.alloc(100))).status).toBe(404);
      expect((await tus(other).remove(location)).status).toBe(404);
      expect((await tus(other).result(tusId)).status).toBe(404);
    }
    // A role without the upload action is refused before anything is looked up.
    expect((await tus(world.users.hqA.token).head(location)).status).toBe(403);
    expect(
      (await tus(world.users.hqA.token).create(10, { locationId: world.A.location, filename: 'x.pdf' })).status,
    ).toBe(403);
    expect((await upA().head(location)).headers.get('upload-offset')).toBe('0');
  });

  it("creates only at the uploader's own locations", async () => {
    expect((await upA().create(10, { locationId: world.B.location, filename: 'x.pdf' })).status).toBe(404);
    expect((await upA().create(10, { locationId: world.A.otherLocation, filename: 'x.pdf' })).status).toBe(404);
    const missing = await upA().create(10, { filename: 'x.pdf' } as never);
    expect(missing.status).toBe(400);
  });

  it('refuses a file over the size limit at creation with 413 and the limit', async () => {
    // tus discovery (OPTIONS) tells the limit of the settings, as it is now.
    const maxSize = async () => (await tus().options()).headers.get('tus-max-size');
    expect(await maxSize()).toBe(String(25 * 1024 * 1024));
    await server.db.updateTable('setting').set({ value: '1000' }).where('id', '=', 'uploadMaxBytes').execute();
    try {
      expect(await maxSize()).toBe('1000');
      const refused = await upA().create(2000, { locationId: world.A.location, filename: 'big.pdf' });
      expect(refused.status).toBe(413);
      expect(JSON.parse(refused.text)).toMatchObject({
        statusCode: 413,
        reason: 'size',
        limit: 1000,
        message: expect.stringMatching(/limit is 1000 bytes/),
      });
    } finally {
      await server.db
        .updateTable('setting')
        .set({ value: String(25 * 1024 * 1024) })
        .where('id', '=', 'uploadMaxBytes')
        .execute();
    }
    expect((await upA().create(0, { locationId: world.A.location, filename: 'empty.pdf' })).status).toBe(422);
  });

  it('refuses a type that is not allowed, by its bytes whatever its name, and deletes it', async () => {
    const before = await server.db.selectFrom('upload').select('id').execute();
    const { result, tusId } = await upload(sampleExe(), 'invoice.pdf');
    expect(result).toMatchObject({
      status: 'rejected',
      reason: 'type',
      detectedType: 'application/x-msdownload',
      allowedTypes: expect.arrayContaining(['application/pdf']),
    });
    expect(await server.db.selectFrom('upload').select('id').execute()).toHaveLength(before.length);
    expect(fs.existsSync(path.join(dataDir, 'uploads-incoming', tusId))).toBe(false);
  });

  it('reports a duplicate in the tenant with the earlier upload, and does not store it twice', async () => {
    const bytes = samplePdf(`duplicate-${engine}`);
    const first = await upload(bytes, 'first.pdf');
    if (first.result.status !== 'accepted') throw new Error('first not accepted');
    const count = async () =>
      (await server.db.selectFrom('upload').select('id').where('sha256', '=', sha256(bytes)).execute()).length;
    const second = await upload(bytes, 'second.pdf', extra.upA2.token);
    expect(second.result).toEqual({
      status: 'duplicate',
      tusId: second.tusId,
      duplicateOf: first.result.uploadId,
      duplicateName: 'first.pdf',
    });
    expect(await count()).toBe(1);
    // Another tenant's copy of the same bytes is its own document.
    const other = await upload(bytes, 'theirs.pdf', extra.upB.token, world.B.location);
    expect(other.result.status).toBe('accepted');
    expect(await count()).toBe(2);
  });

  it('cancels an unfinished upload with DELETE', async () => {
    const created = await upA().create(100, { locationId: world.A.location, filename: 'cancel.pdf' });
    const location = created.headers.get('location') as string;
    expect((await upA().remove(location)).status).toBe(204);
    expect((await upA().head(location)).status).toBe(404);
    const tusId = location.split('/').pop() as string;
    expect(JSON.parse((await upA().result(tusId)).text)).toEqual({ status: 'cancelled', tusId });
  });

  it('serves the file in scope with nosniff and a safe Content-Disposition; 404 out of scope', async () => {
    const bytes = samplePdf(`download-${engine}`);
    const { result } = await upload(bytes, 'evil"name\r\n€.pdf');
    if (result.status !== 'accepted') throw new Error('not accepted');
    const url = `/api/uploads/${result.uploadId}/content`;
    for (const account of ['upA', 'supA', 'admin', 'dbo'] as const) {
      const response = await fetch(`${server.url}${url}`, {
        headers: { authorization: `Bearer ${world.users[account].token}` },
      });
      expect(response.status, account).toBe(200);
      expect(Buffer.from(await response.arrayBuffer())).toEqual(bytes);
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
      expect(response.headers.get('content-type')).toBe('application/pdf');
      expect(response.headers.get('content-disposition')).toBe(
        `inline; filename="evil_name___.pdf"; filename*=UTF-8''evil%22name__%E2%82%AC.pdf`,
      );
    }
    // One byte range at a time, as a PDF viewer reads a large file; a range past the end is 416.
    const ranged = (range: string) =>
      fetch(`${server.url}${url}`, { headers: { authorization: `Bearer ${world.users.upA.token}`, range } });
    const head = await ranged('bytes=0-4');
    expect(head.status).toBe(206);
    expect(head.headers.get('content-range')).toBe(`bytes 0-4/${bytes.length}`);
    expect(head.headers.get('content-length')).toBe('5');
    expect(head.headers.get('x-content-type-options')).toBe('nosniff');
    expect(Buffer.from(await head.arrayBuffer()).toString('latin1')).toBe('%PDF-');
    const tail = await ranged('bytes=-6');
    expect(tail.status).toBe(206);
    expect(Buffer.from(await tail.arrayBuffer()).equals(bytes.subarray(bytes.length - 6))).toBe(true);
    const past = await ranged(`bytes=${bytes.length}-`);
    expect(past.status).toBe(416);
    expect(past.headers.get('content-range')).toBe(`bytes */${bytes.length}`);
    const several = await ranged('bytes=0-1,5-6');
    expect(several.status).toBe(200);
    expect(Buffer.from(await several.arrayBuffer())).toEqual(bytes);
    // Out of scope, a range changes nothing: still 404.
    const foreign = await fetch(`${server.url}${url}`, {
      headers: { authorization: `Bearer ${world.users.hqB.token}`, range: 'bytes=0-4' },
    });
    expect(foreign.status).toBe(404);

    const download = await fetch(`${server.url}${url}?download=1`, {
      headers: { authorization: `Bearer ${world.users.upA.token}` },
    });
    expect(download.headers.get('content-disposition')).toMatch(/^attachment;/);
    for (const token of [world.users.hqB.token, extra.upB.token]) {
      expect((await fetch(`${server.url}${url}`, { headers: { authorization: `Bearer ${token}` } })).status).toBe(404);
    }
    expect((await fetch(`${server.url}${url}`)).status).toBe(401);
    expect((await client(server.url, world.users.guestA.token)('GET', url)).status).toBe(403);
  });

  it('signs preview URLs for at most 5 minutes, in scope only', async () => {
    // A fresh image per attempt: a retry of the same bytes would be a duplicate, not an upload.
    const seed = (engine === 'sqlite' ? 3000 : 4000) + Math.floor(Math.random() * 1000);
    const { result } = await upload(samplePng(seed), 'preview.png');
    if (result.status !== 'accepted') throw new Error('not accepted');
    const signed = await client(server.url, world.users.upA.token)(
      'POST',
      `/api/uploads/${result.uploadId}/preview-url`,
    );
    expect(signed.status).toBe(200);
    expect(Date.parse(signed.body.expiresAt) - Date.now()).toBeLessThanOrEqual(300_000);
    const image = await fetch(`${server.url}${signed.body.url}`);
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toBe('image/png');
    expect(image.headers.get('x-content-type-options')).toBe('nosniff');
    // Change the signature's first character to a different one; writing a fixed 'A' left the URL
    // unchanged whenever the signature already began with 'A' (1 time in 64).
    const tampered = signed.body.url.replace(
      /signature=(.)/,
      (_: string, first: string) => `signature=${first === 'A' ? 'B' : 'A'}`,
    );
    expect(tampered).not.toBe(signed.body.url);
    expect((await fetch(`${server.url}${tampered}`)).status).toBe(403);
    expect((await fetch(`${server.url}${signed.body.url.replace(result.uploadId, world.A.upload)}`)).status).toBe(403);
    const outside = await client(server.url, world.users.hqB.token)(
      'POST',
      `/api/uploads/${result.uploadId}/preview-url`,
    );
    expect(outside.status).toBe(404);
    expect(
      (await client(server.url, world.users.guestA.token)('POST', `/api/uploads/${result.uploadId}/preview-url`))
        .status,
    ).toBe(403);
    const otherTenant = await client(server.url, extra.upB.token)(
      'POST',
      `/api/uploads/${result.uploadId}/preview-url`,
    );
    expect(otherTenant.status).toBe(404);
  });

  it('lists uploads with their document status in scope, filtered, and exports the set as CSV', async () => {
    const { result } = await upload(samplePdf(`history-${engine}`), '=cmd|calc.pdf');
    if (result.status !== 'accepted') throw new Error('not accepted');
    const mine = await client(server.url, world.users.upA.token)(
      'GET',
      `/api/upload-history?locationId=${world.A.location}&createdAt_gte=${new Date(Date.now() - 60_000).toISOString()}&_start=0&_end=50`,
    );
    expect(mine.status).toBe(200);
    const row = mine.body.find((r: { id: string }) => r.id === result.uploadId);
    expect(row).toMatchObject({
      documentId: result.documentId,
      documentStatus: 'new',
      locationName: 'A main',
      uploaderName: 'upA',
    });
    expect(Number(mine.headers.get('x-total-count'))).toBe(mine.body.length);
    const supervisor = client(server.url, world.users.supA.token);
    const byStatus = await supervisor('GET', `/api/upload-history?documentStatus=processing`);
    expect(byStatus.body.map((r: { id: string }) => r.id)).toEqual([world.A.upload]);
    expect((await client(server.url, world.users.hqB.token)('GET', '/api/upload-history')).status).toBe(403);
    expect((await supervisor('GET', '/api/upload-history?_sort=sha256')).status).toBe(400);
    const uploaders = await supervisor('GET', '/api/upload-history/uploaders');
    expect(uploaders.body.map((u: { id: string }) => u.id)).toContain(world.users.upA.id);
    const csv = await fetch(`${server.url}/api/upload-history/export.csv?uploaderId=${world.users.upA.id}`, {
      headers: { authorization: `Bearer ${world.users.supA.token}` },
    });
    expect(csv.headers.get('content-type')).toMatch(/^text\/csv/);
    const text = await csv.text();
    expect(text.split('\n')[0]).toBe(
      'id,createdAt,fileName,mimeType,size,sha256,locationName,uploaderName,documentStatus,documentId',
    );
    expect(text).toContain(`'=cmd|calc.pdf`);
    expect(text).not.toContain(world.B.upload);
  });
});
