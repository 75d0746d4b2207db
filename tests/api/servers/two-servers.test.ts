/**
 * Several servers behind one address (issue 14): TWO API processes (children, no shared memory,
 * each its own DATA_DIR) on one PostgreSQL schema and one S3-compatible store (s3rver).
 *
 * - an upload started through server A is finished through server B;
 * - a workflow step taken on A reaches a live (SSE) client of B, and the delay of 20 events is
 *   measured (median and p95, printed; bench/servers.ts measures 100): the median is under a
 *   second, while a single event, whose delay a busy machine can stretch, is only awaited;
 * - a notification made on B shows for a live client (the bell) connected to A;
 * - the periodic upload sweep runs once per slot across both servers, not once per server.
 */
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { HeadObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NOTIFICATIONS_CHANNEL } from '../../../src/common/schemas/notification.js';
import { decodeResultHeader, RESULT_HEADER } from '../../../src/common/uploads.js';
import type { DatabaseHandle } from '../../../src/server/db/database.js';
import { intakeDb } from '../../../src/server/services/uploads/intake-records.js';
import { s3ClientConfig, s3Storage } from '../../../src/server/storage/s3-storage.js';
import type { ChildServer } from '../../helpers/child-server.js';
import { openLiveStream } from '../../helpers/live-stream.js';
import type { TestS3Server } from '../../helpers/s3-server.js';
import { samplePdf } from '../../helpers/sample-files.js';
import { tusClient } from '../../helpers/tus-requests.js';
import { describeDelay, measureLiveDelay, startTwoServers, type TwoServers } from '../../helpers/two-servers.js';
import { waitFor } from '../../helpers/wait-for.js';
import { client, type World } from '../../helpers/world.js';

const MIB = 1024 * 1024;
/** Events timed here; bench/servers.ts times 100. */
const DELAY_EVENTS = 20;

describe('two API servers on one PostgreSQL schema and one object store', () => {
  let servers: TwoServers;
  let database: DatabaseHandle;
  let world: World;
  let s3: TestS3Server;
  let a: ChildServer;
  let b: ChildServer;
  let documentId = '';

  beforeAll(async () => {
    // The sweep's period here: 3 s slots. Debug logs say when each server offers it.
    servers = await startTwoServers({ UPLOAD_SWEEP_MINUTES: '0.05', LOG_LEVEL: 'debug' });
    ({ database, world, s3, a, b } = servers);
    // Two servers compiling and starting at once: long on a loaded machine.
  }, 150_000);
  afterAll(async () => servers?.close(), 60_000);

  it('finishes through server B an upload started through server A', async () => {
    const bytes = Buffer.concat([samplePdf(`two servers ${randomUUID()}`), randomBytes(6 * MIB)]);
    const half = 3 * MIB;
    const token = world.users.upA.token;
    const created = await tusClient(a.url, token).create(bytes.length, {
      locationId: world.A.location,
      filename: 'across.pdf',
    });
    expect(created.status).toBe(201);
    const location = created.headers.get('location')!;
    const tusId = location.split('/').pop()!;

    const first = await tusClient(a.url, token).patch(location, 0, bytes.subarray(0, half));
    expect(first.status).toBe(204);
    expect(first.headers.get('upload-offset')).toBe(String(half));
    // B knows how far the upload got, though A took the bytes.
    const head = await tusClient(b.url, token).head(location);
    expect(head.status).toBe(200);
    expect(head.headers.get('upload-offset')).toBe(String(half));
    const rest = await tusClient(b.url, token).patch(location, half, bytes.subarray(half));
    expect(rest.status).toBe(204);
    const result = decodeResultHeader(rest.headers.get(RESULT_HEADER) ?? '');
    expect(result).toMatchObject({ status: 'accepted', mimeType: 'application/pdf' });
    if (result?.status !== 'accepted') throw new Error('not accepted');
    documentId = result.documentId;

    // The whole file, byte for byte, is in the object store under the upload row's key.
    const row = await database.db
      .selectFrom('upload')
      .select(['sha256', 'storage_key', 'size'])
      .where('id', '=', result.uploadId)
      .executeTakeFirstOrThrow();
    expect(row.sha256).toBe(createHash('sha256').update(bytes).digest('hex'));
    expect(Number(row.size)).toBe(bytes.length);
    const stored = s3Storage(s3.config);
    expect(await stored.sizeOf(row.storage_key)).toBe(bytes.length);
    await stored.close();
    // Nothing of the upload waited on either server's disk, and nothing is left in the bucket.
    for (const server of [a, b])
      expect(fs.existsSync(path.join(server.dataDir, 'uploads-incoming', tusId))).toBe(false);
    const bucket = new S3Client(s3ClientConfig(s3.config));
    for (const key of [tusId, `${tusId}.info`, `${tusId}.part`]) {
      await expect(bucket.send(new HeadObjectCommand({ Bucket: s3.config.bucket, Key: key }))).rejects.toMatchObject({
        $metadata: { httpStatusCode: 404 },
      });
    }
    bucket.destroy();
    // And A, asked afterwards, tells the same result.
    const asked = await tusClient(a.url, token).result(tusId);
    expect(JSON.parse(asked.text)).toMatchObject({ status: 'accepted', uploadId: result.uploadId });
  });

  it('brings a step taken on A to a live client of B', async () => {
    expect(documentId).not.toBe('');
    const streamB = openLiveStream(b.url, world.users.admin.token);
    await streamB.opened;
    const { version } = (await client(a.url, world.users.admin.token)('GET', `/api/documents/${documentId}`)).body as {
      version: number;
    };
    const assign = await client(a.url, world.users.dbs.token)('POST', `/api/documents/${documentId}/assign`, {
      version,
      assigneeId: world.users.dbo.id,
    });
    expect(assign.status).toBe(200);
    expect(assign.body.status).toBe('assigned');
    const event = await streamB.next(
      (e) => e.channel === 'resources/documents' && e.type === 'updated' && e.payload.ids.includes(documentId),
      15_000,
    );
    streamB.close();
    expect(event.payload.ids).toContain(documentId);
  });

  it('shows a notification made on B to a client connected to A', async () => {
    expect(documentId).not.toBe('');
    // The client supervisor of tenant A, with the bell open on server A.
    const streamA = openLiveStream(a.url, world.users.supA.token);
    await streamA.opened;
    const dboOnB = client(b.url, world.users.dbo.token);
    const step = async (transition: string, body?: object) => {
      const { version } = (await client(b.url, world.users.admin.token)('GET', `/api/documents/${documentId}`))
        .body as { version: number };
      return dboOnB('POST', `/api/documents/${documentId}/${transition}`, { version, ...body });
    };
    expect((await step('start')).status).toBe(200);
    // An issue raised on the tenant's document: its client supervisors are told.
    const raised = await step('raise-issue', { type: 'client_question', subject: 'Total?', message: 'Which total?' });
    expect(raised.status).toBe(200);
    const event = await streamA.next((e) => e.channel === NOTIFICATIONS_CHANNEL && e.type === 'created', 15_000);
    streamA.close();
    const [id] = event.payload.ids;
    const list = await client(a.url, world.users.supA.token)('GET', '/api/notifications');
    expect(list.status).toBe(200);
    expect(list.body.find((row: { id: string }) => row.id === id)).toMatchObject({
      kind: 'issue_raised',
      documentId,
    });
  });

  it(`measures the live-event delay between the two servers over ${DELAY_EVENTS} events`, async () => {
    const figures = await measureLiveDelay(servers, DELAY_EVENTS);
    console.log(describeDelay(figures));
    expect(figures.fromAnswer.median).toBeLessThan(1_000);
  });

  it('runs the upload sweep once per slot across both servers', async () => {
    // An upload nobody finished, begun two days ago: the sweep (on whichever server) expires it.
    const stale = randomUUID().replace(/-/g, '');
    const then = new Date(Date.now() - 2 * 24 * 3_600_000).toISOString();
    await intakeDb(database.db)
      .insertInto('upload_intake')
      .values({
        id: stale,
        tenant_id: world.A.tenant,
        location_id: world.A.location,
        uploader_id: world.users.upA.id,
        file_name: 'forgotten.pdf',
        size: 10,
        status: 'receiving',
        result: null,
        created_at: then,
        updated_at: then,
      })
      .execute();
    await waitFor(
      async () =>
        (
          await intakeDb(database.db)
            .selectFrom('upload_intake')
            .select('status')
            .where('id', '=', stale)
            .executeTakeFirst()
        )?.status === 'expired',
      { timeout: 30_000, interval: 200, message: 'the sweep to expire the stale upload' },
    );

    const sweepLines = (server: ChildServer, message: string) =>
      server.logs.filter((line) => line.msg === message && line.task === 'upload-sweep');
    const runs = () => [...sweepLines(a, 'scheduled task ran'), ...sweepLines(b, 'scheduled task ran')];
    const slots = () => new Set(runs().map((line) => line.slot));
    await waitFor(() => slots().size >= 3, { timeout: 30_000, interval: 200, message: 'three slots of sweeps' });
    // Both servers kept offering the sweep; each slot ran it once, on one server.
    expect(sweepLines(a, 'scheduled task offered').length).toBeGreaterThan(0);
    expect(sweepLines(b, 'scheduled task offered').length).toBeGreaterThan(0);
    const perSlot = new Map<unknown, number>();
    for (const line of runs()) perSlot.set(line.slot, (perSlot.get(line.slot) ?? 0) + 1);
    expect([...perSlot.values()].every((count) => count === 1)).toBe(true);
    expect(runs().length).toBe(slots().size);
  });
});
