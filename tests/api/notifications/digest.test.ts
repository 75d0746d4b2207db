/**
 * The daily digest on both engines, written by the development sender to a real file: one email
 * per person with unread notices no digest has listed, saying who, why and the link that opens
 * each; read notices and kinds turned off are left out; a second run sends nothing new. And one
 * real SMTP delivery (nodemailer) to a local smtp-server started here.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fileMailSender } from '../../../src/server/mail/file-mail-sender.js';
import { createMailSender } from '../../../src/server/mail/create-mail-sender.js';
import { sendDigests } from '../../../src/server/services/notifications/digest.js';
import { notifySlaWarning } from '../../../src/server/services/notifications/index.js';
import { startApiServer, type ApiServer } from '../../helpers/api-server.js';
import { ENGINES } from '../../helpers/server.js';
import { buildWorld, client, type World } from '../../helpers/world.js';
import { addDocument, stored } from '../documents/fixture.js';

const APP = 'https://portal.example.test';

describe.each(ENGINES)('daily digest on %s', (engine) => {
  let server: ApiServer;
  let world: World;
  let dir: string;
  const as = (key: keyof World['users']) => client(server.url, world.users[key].token);
  // Each warning a second after the one before, all in the past: two written in the same
  // millisecond would tie, and the digest's newest-first order between them would be chance.
  let warned = Date.now() - 60_000;
  const warnOn = async (title: string) => {
    warned += 1000;
    const at = new Date(warned).toISOString();
    const id = await addDocument(server.db, {
      tenantId: world.A.tenant,
      locationId: world.A.location,
      status: 'processing',
      assigneeId: world.users.dbo.id,
      title,
    });
    await server.db.transaction().execute(async (trx) => notifySlaWarning(trx, await stored(trx, id), at));
    return id;
  };

  beforeAll(async () => {
    server = await startApiServer(engine);
    world = await buildWorld(server.db);
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'dbbs-digest-'));
  });
  afterAll(async () => {
    await server?.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('mails each person their unread, undigested notices with links, once', async () => {
    const late = await warnOn('Late invoice');
    const other = await warnOn('Other invoice');
    const seen = await warnOn('Seen invoice');
    const seenNotice = await server.db
      .selectFrom('notification')
      .select('id')
      .where('document_id', '=', seen)
      .where('user_id', '=', world.users.dbo.id)
      .executeTakeFirstOrThrow();
    expect((await as('dbo')('POST', `/api/notifications/${seenNotice.id}/read`)).status).toBe(204);
    // The DBS supervisor turns SLA warnings off after they were written: the digest leaves them out.
    expect((await as('dbs')('PUT', '/api/notifications/preferences', { kinds: { sla_warning: false } })).status).toBe(
      200,
    );
    const file = path.join(dir, `${engine}.txt`);
    const result = await sendDigests(server.db, fileMailSender(file, 'DBBS <no-reply@test>'), new Date(), {
      appUrl: APP,
    });
    expect(result).toEqual({ sent: 1, notices: 2, failed: 0 });
    const mail = fs.readFileSync(file, 'utf8');
    expect(mail).toContain(`To: ${world.users.dbo.email}`);
    expect(mail).toContain('Subject: DBBS: 2 unread notifications');
    expect(mail).toContain('Hello dbo,');
    expect(mail).toContain('“Late invoice” is about to miss its due time');
    expect(mail).toContain(`${APP}/dbbs/dboarea/processing?document=${late}`);
    expect(mail).toContain(`${APP}/dbbs/dboarea/processing?document=${other}`);
    expect(mail.indexOf('Other invoice')).toBeLessThan(mail.indexOf('Late invoice'));
    expect(mail).not.toContain('Seen invoice');
    expect(mail).not.toContain(world.users.dbs.email);

    const again = await sendDigests(server.db, fileMailSender(file, 'x'), new Date(), { appUrl: APP });
    expect(again).toEqual({ sent: 0, notices: 0, failed: 0 });
    // Listed in a digest is not read: the bell still counts them.
    expect((await as('dbo')('GET', '/api/notifications/unread-count')).body.unread).toBe(2);
  });

  it('keeps notices for the next run when sending fails', async () => {
    await warnOn('Retry invoice');
    const failing = { describe: 'failing', send: () => Promise.reject(new Error('mail server down')) };
    expect(await sendDigests(server.db, failing, new Date(), { appUrl: APP })).toEqual({
      sent: 0,
      notices: 0,
      failed: 1,
    });
    const file = path.join(dir, `${engine}-retry.txt`);
    expect(await sendDigests(server.db, fileMailSender(file, 'x'), new Date(), { appUrl: APP })).toEqual({
      sent: 1,
      notices: 1,
      failed: 0,
    });
    expect(fs.readFileSync(file, 'utf8')).toContain('Retry invoice');
  });
});

describe('daily digest over real SMTP', () => {
  let server: ApiServer;
  let world: World;
  let smtp: SMTPServer;
  let port: number;
  const received: { to: string[]; data: string }[] = [];

  beforeAll(async () => {
    server = await startApiServer('sqlite');
    world = await buildWorld(server.db);
    smtp = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      onData(stream, session, callback) {
        let data = '';
        stream.setEncoding('utf8');
        stream.on('data', (chunk: string) => (data += chunk));
        stream.on('end', () => {
          received.push({ to: session.envelope.rcptTo.map((rcpt) => rcpt.address), data });
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
    port = (smtp.server.address() as { port: number }).port;
  });
  afterAll(async () => {
    await server?.close();
    await new Promise<void>((resolve) => smtp?.close(() => resolve()));
  });

  it('delivers the digest through nodemailer when SMTP_URL is set', async () => {
    const id = await addDocument(server.db, {
      tenantId: world.A.tenant,
      locationId: world.A.location,
      status: 'processing',
      assigneeId: world.users.dbo.id,
      title: 'Smtp invoice',
    });
    await server.db.transaction().execute(async (trx) => notifySlaWarning(trx, await stored(trx, id)));
    const sender = createMailSender({
      smtpUrl: `smtp://127.0.0.1:${port}`,
      mailFrom: 'DBBS <no-reply@dbbs.test>',
      dataDir: os.tmpdir(),
    });
    try {
      expect(sender.describe).toBe(`SMTP 127.0.0.1:${port}`);
      const result = await sendDigests(server.db, sender, new Date(), { appUrl: APP });
      expect(result).toEqual({ sent: 2, notices: 2, failed: 0 });
    } finally {
      sender.close?.();
    }
    const toDbo = received.find((mail) => mail.to.includes(world.users.dbo.email));
    expect(toDbo, 'no message reached the SMTP server for the DBO').toBeDefined();
    expect(toDbo!.data).toContain('Subject: DBBS: 1 unread notification');
    expect(toDbo!.data).toContain('From: DBBS <no-reply@dbbs.test>');
    // The body is quoted-printable: undo its soft breaks and =XX escapes before reading the link.
    const body = toDbo!.data
      .replace(/=\r?\n/g, '')
      .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
    expect(body).toContain(`${APP}/dbbs/dboarea/processing?document=${id}`);
    expect(received.map((mail) => mail.to).flat()).toContain(world.users.dbs.email);
  });
});
