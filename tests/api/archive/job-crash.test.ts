/**
 * A text job survives a crash, on both engines: the real server runs as a child process, is
 * killed with SIGKILL while it reads a large image (OCR takes seconds), and started again; the
 * job is taken up again (SQLite: the one server requeues what was running; PostgreSQL: pg-boss
 * expires the dead server's job and retries it) and the document's text ends done.
 */
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createCanvas } from '@napi-rs/canvas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../../../src/server/db/database.js';
import { freePort, killServer, startServer, type ServerProcess } from '../../helpers/child-server.js';
import { DATABASE_URL } from '../../helpers/env.js';
import { createIdentity, idTokenFor, uniqueEmail } from '../../helpers/identity.js';
import { assertPostgresReachable, ENGINES } from '../../helpers/server.js';
import { insertTenant } from '../../helpers/tenant.js';
import { uploadWhole } from '../../helpers/tus-requests.js';
import { waitFor } from '../../helpers/wait-for.js';

/** A page of printed lines: big enough that its OCR takes seconds, the window for the kill. */
function longReceipt(): Buffer {
  const canvas = createCanvas(1600, 1000);
  const context = canvas.getContext('2d');
  context.fillStyle = 'white';
  context.fillRect(0, 0, 1600, 1000);
  context.fillStyle = 'black';
  context.font = '36px sans-serif';
  for (let line = 0; line < 17; line += 1)
    context.fillText(`Line ${line} of the long receipt with words to read WOMBAT`, 40, 60 + line * 54);
  return canvas.toBuffer('image/png');
}

describe.each(ENGINES)('a text job across a server crash (SIGKILL) on %s', (engine) => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'dbbs-text-crash-'));
  const schema = `t_${randomUUID().replace(/-/g, '').slice(0, 16)}`;
  let database: DatabaseHandle;
  let server: ServerProcess | undefined;
  let port = 0;
  let token = '';
  let locationId = '';

  /** The server on the same port and data directory each time, so a restart takes up its jobs. */
  const startJobServer = () =>
    startServer(port, dataDir, {
      DATABASE_URL: engine === 'postgres' ? DATABASE_URL : '',
      DATABASE_SCHEMA: engine === 'postgres' ? schema : '',
      LOG_LEVEL: 'warn',
      TEXT_JOB_POLL_MS: '200',
      TEXT_JOB_BACKOFF_MS: '1000',
      // PostgreSQL: the dead server's job is expired (and retried) 30 s after it started.
      TEXT_JOB_EXPIRE_SECONDS: '30',
      TEXT_JOB_MAINTENANCE_SECONDS: '1',
    });

  beforeAll(async () => {
    if (engine === 'postgres') await assertPostgresReachable();
    database =
      engine === 'postgres'
        ? await openDatabase({ url: DATABASE_URL, schema })
        : await openDatabase({ sqliteFile: path.join(dataDir, 'dbbs.sqlite') });
    const now = new Date().toISOString();
    locationId = randomUUID();
    const userId = randomUUID();
    const email = uniqueEmail('textcrash');
    const tenantId = await insertTenant(database.db, 'Crash', { createdAt: now });
    await database.db
      .insertInto('location')
      .values({ id: locationId, tenant_id: tenantId, name: 'Front desk', address: null, created_at: now })
      .execute();
    await database.db
      .insertInto('app_user')
      .values({
        id: userId,
        email,
        name: 'Crash',
        roles: JSON.stringify(['isUploader']),
        tenant_id: tenantId,
        created_at: now,
      })
      .execute();
    await database.db
      .insertInto('user_location')
      .values({ id: randomUUID(), user_id: userId, location_id: locationId, tenant_id: tenantId, created_at: now })
      .execute();
    await createIdentity(email);
    token = await idTokenFor(email);
    port = await freePort();
  }, 60_000);
  afterAll(async () => {
    if (server) await killServer(server.child);
    if (engine === 'postgres') await database.db.schema.dropSchema(schema).ifExists().cascade().execute();
    await database.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('finishes the job after the restart', async () => {
    server = await startJobServer();
    const result = await uploadWhole(`http://127.0.0.1:${port}`, token, longReceipt(), {
      locationId,
      filename: 'long-receipt.png',
    });
    expect(result?.status).toBe('accepted');
    const documentId = (result as { documentId: string }).documentId;
    const textOf = () =>
      database.db.selectFrom('document_text').selectAll().where('document_id', '=', documentId).executeTakeFirst();
    // The job has started (its first attempt is counted) and is not finished: kill the server under it.
    await waitFor(
      async () => {
        const row = await textOf();
        return row?.status === 'pending' && row.attempts === 1;
      },
      { timeout: 30_000, interval: 20, message: 'the job to start' },
    );
    await killServer(server.child);
    expect((await textOf())?.status).toBe('pending');

    server = await startJobServer();
    const done = await waitFor(
      async () => {
        const row = await textOf();
        return row?.status === 'done' ? row : undefined;
      },
      { timeout: 150_000, interval: 200, message: 'the job finished after the restart' },
    );
    expect(done.attempts).toBeGreaterThanOrEqual(2);
    expect(done.text?.toUpperCase()).toContain('WOMBAT');
  }, 240_000);
});
