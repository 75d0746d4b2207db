/**
 * A message survives a server crash before its 250: the real server runs as a child process
 * with its SMTP listener, is killed (SIGKILL) as soon as the first of three attachments is
 * committed, and is started again on the same database; the sender, having had no 250, sends
 * the same message again, and exactly one upload per attachment results, each with its file.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../../src/server/db/database.js';
import { freePort, killServer, startServer, type ServerProcess } from '../../helpers/child-server.js';
import { uniqueEmail } from '../../helpers/identity.js';
import { sendMail, type MailAnswer } from '../../helpers/mail-sender.js';
import { samplePdf } from '../../helpers/sample-files.js';
import { insertTenant } from '../../helpers/tenant.js';
import { waitFor } from '../../helpers/wait-for.js';

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'dbbs-mail-crash-'));
const sqliteFile = path.join(dataDir, 'dbbs.sqlite');
const DOMAIN = 'in.dbbs.test';
const LOCAL_PART = 'front-desk-abcdefghij';

describe('a message across a server crash (SIGKILL before the 250)', () => {
  let server: ServerProcess | undefined;
  let port = 0;
  let smtpPort = 0;
  let locationId = '';
  let email = '';

  const start = () =>
    startServer(port, dataDir, {
      DATABASE_URL: '',
      LOG_LEVEL: 'warn',
      INBOUND_SMTP_PORT: String(smtpPort),
      INBOUND_DOMAIN: DOMAIN,
      INBOUND_MAX_BYTES: String(64 * 1024 * 1024),
    });
  const uploads = () => {
    const db = new SQLite(sqliteFile, { readonly: true, fileMustExist: true });
    try {
      return db.prepare('select id, storage_key from upload where location_id = ?').all(locationId) as {
        id: string;
        storage_key: string;
      }[];
    } finally {
      db.close();
    }
  };

  beforeAll(async () => {
    const database = await openDatabase({ sqliteFile });
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
    await database.close();
    port = await freePort();
    smtpPort = await freePort();
  });
  afterAll(async () => {
    if (server) await killServer(server.child);
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
    await waitFor(() => uploads().length >= 1, {
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
    const rows = uploads();
    expect(rows).toHaveLength(3);
    for (const row of rows) expect(fs.existsSync(path.join(dataDir, 'files', row.storage_key))).toBe(true);

    const third = await sendMail(smtpPort, message);
    expect(third.code).toBe(250);
    expect(uploads()).toHaveLength(3);
  }, 240_000);
});
