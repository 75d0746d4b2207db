/**
 * A message survives a server crash before its 250, on both engines: the real server runs as a child process
 * with its SMTP listener, is killed (SIGKILL) as soon as the first of three attachments is
 * committed, and is started again on the same database; the sender, having had no 250, sends
 * the same message again, and exactly one upload per attachment results, each with its file.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../../../src/server/db/database.js';
import { freePort, killServer, startServer, type ServerProcess } from '../../helpers/child-server.js';
import { uniqueEmail } from '../../helpers/identity.js';
import { sendMail, type MailAnswer } from '../../helpers/mail-sender.js';
import { samplePdf } from '../../helpers/sample-files.js';
import { DATABASE_URL } from '../../helpers/env.js';
import { ENGINES } from '../../helpers/server.js';
import { insertTenant } from '../../helpers/tenant.js';
import { waitFor } from '../../helpers/wait-for.js';

const DOMAIN = 'in.dbbs.test';
const LOCAL_PART = 'front-desk-abcdefghij';

describe.each(ENGINES)('a message across a server crash (SIGKILL before the 250) on %s', (engine) => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'dbbs-mail-crash-'));
  const schema = `t_${randomUUID().replace(/-/g, '').slice(0, 16)}`;
  const databaseEnv: Record<string, string> =
    engine === 'postgres' ? { DATABASE_URL, DATABASE_SCHEMA: schema } : { DATABASE_URL: '' };
  let database: DatabaseHandle;
  let server: ServerProcess | undefined;
  let port = 0;
  let smtpPort = 0;
  let locationId = '';
  let email = '';

  const start = () =>
    startServer(port, dataDir, {
      ...databaseEnv,
      LOG_LEVEL: 'warn',
      INBOUND_SMTP_PORT: String(smtpPort),
      INBOUND_DOMAIN: DOMAIN,
      INBOUND_MAX_BYTES: String(64 * 1024 * 1024),
    });
  // Read beside the server, on the same database (SQLite's WAL lets both at once).
  const uploads = () =>
    database.db.selectFrom('upload').select(['id', 'storage_key']).where('location_id', '=', locationId).execute();

  beforeAll(async () => {
    database =
      engine === 'postgres'
        ? await openDatabase({ url: DATABASE_URL, schema })
        : await openDatabase({ sqliteFile: path.join(dataDir, 'dbbs.sqlite') });
    const now = new Date().toISOString();
    locationId = randomUUID();
    const userId = randomUUID();
    email = uniqueEmail('mailcrash');
    const tenantId = await insertTenant(database.db, 'Mail crash', { createdAt: now });
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
    await database.db
      .withTables<{ location_mailbox: Record<string, string> }>()
      .insertInto('location_mailbox')
      .values({
        location_id: locationId,
        tenant_id: tenantId,
        local_part: LOCAL_PART,
        created_at: now,
        updated_at: now,
      })
      .execute();
    port = await freePort();
    smtpPort = await freePort();
  });
  afterAll(async () => {
    if (server) await killServer(server.child);
    if (engine === 'postgres') await database.db.schema.dropSchema(schema).ifExists().cascade().execute();
    await database.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('stores each attachment exactly once when the sender tries again', async () => {
    server = await start();
    // Three distinct 4 MiB PDFs: storing them takes long enough to be killed between them.
    const attachments = [1, 2, 3].map((n) => ({
      filename: `receipt-${n}.pdf`,
      content: Buffer.concat([samplePdf(`crash-${n}`), randomBytes(4 * 1024 * 1024)]),
    }));
    const message = {
      from: email,
      to: `${LOCAL_PART}@${DOMAIN}`,
      text: 'Three receipts',
      messageId: '<crash-1@sender.test>',
      attachments,
    };
    const first: Promise<MailAnswer> = sendMail(smtpPort, message);
    await waitFor(async () => (await uploads()).length >= 1, {
      timeout: 60_000,
      interval: 10,
      message: 'the first attachment stored',
    });
    await killServer(server.child);
    const interrupted = await first;
    expect(interrupted.code).not.toBe(250);

    server = await start();
    const again = await sendMail(smtpPort, message);
    expect(again.code).toBe(250);
    const rows = await uploads();
    expect(rows).toHaveLength(3);
    for (const row of rows) expect(fs.existsSync(path.join(dataDir, 'files', row.storage_key))).toBe(true);

    const third = await sendMail(smtpPort, message);
    expect(third.code).toBe(250);
    expect(await uploads()).toHaveLength(3);
  }, 240_000);
});
