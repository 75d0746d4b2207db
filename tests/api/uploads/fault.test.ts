/**
 * The intake survives a crash: the real server runs as a child process, is killed with SIGKILL
 * while a PATCH is streaming, and is started again; the upload resumes from the offset the
 * server reports (tus HEAD, then PATCH) and completes. The stored file's SHA-256 is the
 * original's, and no upload row points to a missing file.
 */
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decodeResultHeader, RESULT_HEADER } from '../../../src/common/uploads.js';
import { openDatabase } from '../../../src/server/db/database.js';
import { freePort, killServer, startServer, type ServerProcess } from '../../helpers/child-server.js';
import { createIdentity, idTokenFor, uniqueEmail } from '../../helpers/identity.js';
import { samplePdf } from '../../helpers/sample-files.js';
import { insertTenant } from '../../helpers/tenant.js';
import { tusClient } from '../../helpers/tus-requests.js';
import { waitFor } from '../../helpers/wait-for.js';

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'dbbs-fault-'));
const sqliteFile = path.join(dataDir, 'dbbs.sqlite');

/** The server on the same port and data directory each time, so a restart finds the upload. */
const startIntakeServer = (port: number) => startServer(port, dataDir, { DATABASE_URL: '', LOG_LEVEL: 'warn' });

describe('an upload across a server crash (SIGKILL)', () => {
  let server: ServerProcess | undefined;
  let port = 0;
  let token = '';
  let locationId = '';

  beforeAll(async () => {
    // The database is made (migrated) and given one uploader before the server first starts.
    const database = await openDatabase({ sqliteFile });
    const now = new Date().toISOString();
    locationId = randomUUID();
    const userId = randomUUID();
    const email = uniqueEmail('fault');
    const tenantId = await insertTenant(database.db, 'Fault', { createdAt: now });
    await database.db
      .insertInto('location')
      .values({ id: locationId, tenant_id: tenantId, name: 'Front desk', address: null, created_at: now })
      .execute();
    await database.db
      .insertInto('app_user')
      .values({
        id: userId,
        email,
        name: 'Fault',
        roles: JSON.stringify(['isUploader']),
        tenant_id: tenantId,
        created_at: now,
      })
      .execute();
    await database.db
      .insertInto('user_location')
      .values({ id: randomUUID(), user_id: userId, location_id: locationId, tenant_id: tenantId, created_at: now })
      .execute();
    await database.close();
    await createIdentity(email);
    token = await idTokenFor(email);
    port = await freePort();
  });
  afterAll(async () => {
    if (server) await killServer(server.child);
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('resumes after SIGKILL mid-PATCH, with the same SHA-256 and no row without its file', async () => {
    server = await startIntakeServer(port);
    const base = `http://127.0.0.1:${port}`;
    const tus = tusClient(base, token);
    // A real PDF head (so it sniffs as one) padded with random bytes to 6 MiB.
    const bytes = Buffer.concat([samplePdf('fault'), randomBytes(6 * 1024 * 1024)]);
    const created = await tus.create(bytes.length, { locationId, filename: 'crash.pdf' });
    expect(created.status).toBe(201);
    const location = created.headers.get('location') as string;

    // Stream the first half, then hold the request open and kill the server under it.
    const half = bytes.length / 2;
    let sent = 0;
    const body = new ReadableStream<Uint8Array>({
      async pull(controller) {
        if (sent >= half) return new Promise(() => {});
        const piece = bytes.subarray(sent, Math.min(half, sent + 256 * 1024));
        sent += piece.length;
        controller.enqueue(piece);
      },
    });
    const inFlight = fetch(`${base}${location}`, {
      method: 'PATCH',
      headers: {
        authorization: `Bearer ${token}`,
        'tus-resumable': '1.0.0',
        'upload-offset': '0',
        'content-type': 'application/offset+octet-stream',
      },
      body,
      duplex: 'half',
    } as RequestInit).catch((error: Error) => error);
    const incoming = path.join(dataDir, 'uploads-incoming', location.split('/').pop() as string);
    await waitFor(() => fs.existsSync(incoming) && fs.statSync(incoming).size >= half / 2, {
      timeout: 30_000,
      interval: 20,
      message: 'half of the first half on the server',
    });
    await killServer(server.child);
    expect(await inFlight).toBeInstanceOf(Error);

    server = await startIntakeServer(port);
    const head = await tus.head(location);
    expect(head.status).toBe(200);
    const offset = Number(head.headers.get('upload-offset'));
    expect(offset).toBeGreaterThan(0);
    expect(offset).toBeLessThanOrEqual(half);
    const done = await tus.patch(location, offset, bytes.subarray(offset));
    expect(done.status).toBe(204);
    const result = decodeResultHeader(done.headers.get(RESULT_HEADER) ?? '');
    expect(result?.status).toBe('accepted');

    await killServer(server.child);
    server = undefined;
    const database = await openDatabase({ sqliteFile });
    try {
      const rows = await database.db.selectFrom('upload').select(['id', 'sha256', 'storage_key']).execute();
      expect(rows).toHaveLength(1);
      const stored = fs.readFileSync(path.join(dataDir, 'files', rows[0]?.storage_key as string));
      const expected = createHash('sha256').update(bytes).digest('hex');
      expect(createHash('sha256').update(stored).digest('hex')).toBe(expected);
      expect(rows[0]?.sha256).toBe(expected);
      for (const row of rows) expect(fs.existsSync(path.join(dataDir, 'files', row.storage_key))).toBe(true);
      const documents = await database.db.selectFrom('document').select(['upload_id', 'status']).execute();
      expect(documents).toEqual([{ upload_id: rows[0]?.id, status: 'new' }]);
    } finally {
      await database.close();
    }
  }, 120_000);
});
