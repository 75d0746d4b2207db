/**
 * The daily digest while the mail server is down: a real SMTP server of the test's own
 * (smtp-server) is stopped, the digest runs and fails, is retried with a growing pause, and
 * the SMTP server is started again on the same port; each person then gets the digest exactly
 * once, and a later run sends nothing more. Mail leaves through the real nodemailer sender.
 */
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMailSender } from '../../../src/server/mail/create-mail-sender.js';
import { sendDigests } from '../../../src/server/services/notifications/digest.js';
import { sendDigestsRetrying } from '../../../src/server/services/notifications/digest-retry.js';
import { notifySlaWarning } from '../../../src/server/services/notifications/index.js';
import { startApiServer, type ApiServer } from '../../helpers/api-server.js';
import { freePort } from '../../helpers/child-server.js';
import { waitFor } from '../../helpers/wait-for.js';
import { buildWorld, type World } from '../../helpers/world.js';
import { addDocument, stored } from '../documents/fixture.js';

interface Received {
  to: string[];
  data: string;
}

/** An SMTP server on a fixed port that records what it receives and can be stopped and started again. */
function testSmtp(port: number, received: Received[]) {
  let server: SMTPServer | undefined;
  return {
    start: async () => {
      const started = new SMTPServer({
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
      await new Promise<void>((resolve, reject) => {
        started.server.once('error', reject);
        started.listen(port, '127.0.0.1', resolve);
      });
      server = started;
    },
    stop: async () => {
      const running = server;
      server = undefined;
      if (running) await new Promise<void>((resolve) => running.close(() => resolve()));
    },
  };
}

describe('the digest while the SMTP server is down', () => {
  let server: ApiServer;
  let world: World;
  let smtp: ReturnType<typeof testSmtp>;
  let port = 0;
  const received: Received[] = [];

  beforeAll(async () => {
    server = await startApiServer('sqlite');
    world = await buildWorld(server.db);
    port = await freePort();
    smtp = testSmtp(port, received);
  });
  afterAll(async () => {
    await smtp?.stop();
    await server?.close();
  });

  it('retries with a growing pause while SMTP is down and sends each digest once when it is back', async () => {
    for (const title of ['Down invoice 1', 'Down invoice 2']) {
      const id = await addDocument(server.db, {
        tenantId: world.A.tenant,
        locationId: world.A.location,
        status: 'processing',
        assigneeId: world.users.dbo.id,
        title,
      });
      await server.db.transaction().execute(async (trx) => notifySlaWarning(trx, await stored(trx, id)));
    }
    const pending = await server.db
      .selectFrom('notification')
      .innerJoin('app_user', 'app_user.id', 'notification.user_id')
      .select(['app_user.email', 'notification.id'])
      .where('digested_at', 'is', null)
      .execute();
    const recipients = [...new Set(pending.map((row) => row.email))].sort();
    expect(recipients.length).toBeGreaterThan(0);

    const sender = createMailSender({
      smtpUrl: `smtp://127.0.0.1:${port}`,
      mailFrom: 'DBBS <no-reply@dbbs.test>',
      dataDir: '/nonexistent',
    });
    const warnings: { retryInMs: number; failed: number }[] = [];
    const errors: string[] = [];
    const log = {
      info: () => {},
      warn: (payload: object) => warnings.push(payload as { retryInMs: number; failed: number }),
      error: (_payload: object, message: string) => errors.push(message),
    };
    // The SMTP server is not running: every send is refused.
    const run = sendDigestsRetrying(server.db, sender, {
      appUrl: 'https://portal.example.test',
      log,
      retry: { firstDelayMs: 200, maxDelayMs: 1_600, retries: 40 },
    });
    await waitFor(() => warnings.length >= 3, { timeout: 30_000, message: 'three failed tries' });
    // While it lasts: nothing sent, nothing marked as sent, and each pause longer than the last.
    expect(received).toHaveLength(0);
    expect(warnings[0]).toMatchObject({ failed: recipients.length, retryInMs: 200 });
    expect(warnings[1]!.retryInMs).toBe(400);
    expect(warnings[2]!.retryInMs).toBe(800);
    expect(errors.filter((message) => message === 'digest email failed').length).toBeGreaterThanOrEqual(
      3 * recipients.length,
    );
    const marked = await server.db
      .selectFrom('notification')
      .select('id')
      .where(
        'id',
        'in',
        pending.map((row) => row.id),
      )
      .where('digested_at', 'is not', null)
      .execute();
    expect(marked).toHaveLength(0);

    await smtp.start();
    const result = await run;
    expect(result).toMatchObject({ sent: recipients.length, failed: 0 });
    expect(result.tries).toBeGreaterThan(3);
    // Once each, to each person with notices.
    expect(received.flatMap((mail) => mail.to).sort()).toEqual(recipients);
    // And every notice is now marked as told.
    const unmarked = await server.db
      .selectFrom('notification')
      .select('id')
      .where(
        'id',
        'in',
        pending.map((row) => row.id),
      )
      .where('digested_at', 'is', null)
      .execute();
    expect(unmarked).toHaveLength(0);
    // A later run (the next day's, another server's) finds nothing more to send.
    expect(await sendDigests(server.db, sender, new Date())).toMatchObject({ sent: 0, failed: 0 });
    expect(received).toHaveLength(recipients.length);
    sender.close?.();
  }, 60_000);

  it('sends each digest once when two runs meet (a retry and another server, say)', async () => {
    const id = await addDocument(server.db, {
      tenantId: world.A.tenant,
      locationId: world.A.location,
      status: 'processing',
      assigneeId: world.users.dbo.id,
      title: 'Twice invoice',
    });
    await server.db.transaction().execute(async (trx) => notifySlaWarning(trx, await stored(trx, id)));
    const people = await server.db
      .selectFrom('notification')
      .select('user_id')
      .distinct()
      .where('document_id', '=', id)
      .execute();
    const sender = createMailSender({
      smtpUrl: `smtp://127.0.0.1:${port}`,
      mailFrom: 'DBBS <x@dbbs.test>',
      dataDir: '/x',
    });
    const before = received.length;
    const [first, second] = await Promise.all([
      sendDigests(server.db, sender, new Date()),
      sendDigests(server.db, sender, new Date()),
    ]);
    sender.close?.();
    expect(first.sent + second.sent).toBe(people.length);
    expect(received.length - before).toBe(people.length);
  });
});
