/**
 * Documents by email on both engines: Nodemailer sends to the listener the test's server runs.
 * An accepted PDF becomes an upload with its document, marked as email with its sender and
 * text; the same message sent again stores nothing new; an unknown address, a stranger, an
 * oversized message and a message without a usable attachment are refused with their codes and
 * recorded for the administrator; the address is shown to the location's uploader, rotated by
 * an administrator (audited), and an allowed sender may then send.
 */
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_PATHS, apiPath } from '../../../src/common/api-paths.js';
import { ENGINES } from '../../helpers/server.js';
import { sendMail } from '../../helpers/mail-sender.js';
import { samplePdf, samplePng } from '../../helpers/sample-files.js';
import { startApiServer, type ApiServer } from '../../helpers/api-server.js';
import { buildWorld, client, type World } from '../../helpers/world.js';

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'dbbs-mail-'));
process.env.DATA_DIR = dataDir;
afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

const DOMAIN = 'in.dbbs.test';
const MAX_BYTES = 256 * 1024;

describe.each(ENGINES)('documents by email on %s', (engine) => {
  let server: ApiServer;
  let world: World;
  let port = 0;
  let address = '';

  const as = (account: 'upA' | 'admin' | 'hqB') => client(server.url, world.users[account].token);
  const uploadsOf = (locationId: string) =>
    server.db.selectFrom('upload').selectAll().where('location_id', '=', locationId).execute();

  beforeAll(async () => {
    server = await startApiServer(engine, undefined, {
      inboundMail: { port: 0, host: '127.0.0.1', domain: DOMAIN, maxBytes: MAX_BYTES, requireAuthenticated: false },
    });
    world = await buildWorld(server.db);
    port = server.app.inboundMail!.port();
    const answer = await as('upA')('GET', apiPath(API_PATHS.mailIntake.location, { id: world.A.location }));
    expect(answer.status).toBe(200);
    address = answer.body.address;
  }, 60_000);
  afterAll(async () => server?.close());

  it('shows the uploader their location address, unguessable, and no one outside the scope', async () => {
    expect(address).toMatch(new RegExp(`^[a-z0-9-]+-[a-z2-7]{10}@${DOMAIN.replace(/\./g, '\\.')}$`));
    const again = await as('upA')('GET', apiPath(API_PATHS.mailIntake.location, { id: world.A.location }));
    expect(again.body.address).toBe(address);
    expect(again.body.senders).toBeUndefined();
    // Another tenant's client HQ has no location page: refused before the scope is even asked.
    const outside = await as('hqB')('GET', apiPath(API_PATHS.mailIntake.location, { id: world.A.location }));
    expect(outside.status).toBe(403);
    const admin = await as('admin')('GET', apiPath(API_PATHS.mailIntake.location, { id: world.A.location }));
    expect(admin.body).toMatchObject({ address, senders: [] });
  });

  it('turns an accepted PDF into an upload and a document, by email from its sender, once', async () => {
    const before = (await uploadsOf(world.A.location)).length;
    const message = {
      from: world.users.upA.email,
      to: address,
      subject: 'Receipts',
      text: 'Taxi to the airport',
      messageId: `<first-${engine}@sender.test>`,
      attachments: [{ filename: 'taxi.pdf', content: samplePdf(`mail-${engine}-1`) }],
    };
    const answer = await sendMail(port, message);
    expect(answer.code).toBe(250);
    const rows = await uploadsOf(world.A.location);
    expect(rows.length).toBe(before + 1);
    const row = rows.find((upload) => upload.file_name === 'taxi.pdf')!;
    expect(row).toMatchObject({ source: 'email', sender: world.users.upA.email, note: 'Taxi to the airport' });
    expect(row.uploader_id).toBe(world.users.upA.id);
    const document = await server.db.selectFrom('document').selectAll().where('upload_id', '=', row.id).execute();
    expect(document).toHaveLength(1);
    expect(fs.existsSync(path.join(dataDir, 'files', row.storage_key))).toBe(true);

    const history = await as('upA')('GET', `${API_PATHS.uploadHistory.list}?_start=0&_end=50`);
    expect(history.status).toBe(200);
    const listed = (history.body as { id: string; source: string; sender: string }[]).find((u) => u.id === row.id);
    expect(listed).toMatchObject({ source: 'email', sender: world.users.upA.email, note: 'Taxi to the airport' });

    const resent = await sendMail(port, message);
    expect(resent.code).toBe(250);
    expect(resent.text).toMatch(/Already received/);
    expect((await uploadsOf(world.A.location)).length).toBe(before + 1);
  });

  it('refuses an unknown address, a stranger, an oversized message and one without a usable attachment', async () => {
    const pdf = (seed: string) => [{ filename: 'r.pdf', content: samplePdf(`${engine}-${seed}`) }];
    const before = (await uploadsOf(world.A.location)).length;
    const unknown = await sendMail(port, {
      from: world.users.upA.email,
      to: `nobody-aaaaaaaaaa@${DOMAIN}`,
      attachments: pdf('unknown'),
    });
    expect(unknown.code).toBe(550);
    expect(unknown.text).toMatch(/no such mailbox/);

    const stranger = await sendMail(port, {
      from: 'stranger@elsewhere.test',
      to: address,
      attachments: pdf('stranger'),
    });
    expect(stranger.code).toBe(550);
    expect(stranger.text).toMatch(/may not send/);

    const big = Buffer.concat([samplePdf(`${engine}-big`), Buffer.alloc(MAX_BYTES, 7)]);
    const oversized = await sendMail(port, {
      from: world.users.upA.email,
      to: address,
      attachments: [{ filename: 'big.pdf', content: big }],
    });
    expect(oversized.code).toBe(552);

    const none = await sendMail(port, {
      from: world.users.upA.email,
      to: address,
      text: 'forgot it',
      attachments: [{ filename: 'notes.txt', content: 'plain words' }],
    });
    expect(none.code).toBe(550);
    expect(none.text).toMatch(/No usable attachment.*application\/pdf/);
    expect((await uploadsOf(world.A.location)).length).toBe(before);

    const refusals = await as('admin')('GET', API_PATHS.mailIntake.refusals);
    expect(refusals.status).toBe(200);
    const reasons = (refusals.body as { reason: string; code: number }[]).map((r) => `${r.reason} ${r.code}`);
    expect(reasons).toEqual(
      expect.arrayContaining(['unknownAddress 550', 'sender 550', 'tooLarge 552', 'noAttachment 550']),
    );
    expect((await as('upA')('GET', API_PATHS.mailIntake.refusals)).status).toBe(403);
  });

  it("takes the attached PDF and leaves the picture of the message's HTML (a signature logo)", async () => {
    const before = (await uploadsOf(world.A.location)).length;
    const answer = await sendMail(port, {
      from: world.users.upA.email,
      to: address,
      html: '<p>Here it is</p><img src="cid:logo@sender.test">',
      attachments: [
        { filename: 'logo.png', content: samplePng(Date.now() % 65536), cid: 'logo@sender.test' },
        { filename: 'invoice.pdf', content: samplePdf(`${engine}-with-logo`) },
      ],
    });
    expect(answer.code).toBe(250);
    const rows = await uploadsOf(world.A.location);
    expect(rows.length).toBe(before + 1);
    expect(rows.some((row) => row.file_name === 'invoice.pdf')).toBe(true);
  });

  it('survives a client that drops mid-message, and the next message is taken', async () => {
    const before = (await uploadsOf(world.A.location)).length;
    const socket = net.connect(port, '127.0.0.1');
    const said: string[] = [];
    socket.setEncoding('utf8').on('data', (text: string) => said.push(text));
    socket.on('error', () => undefined);
    const waitSaid = async (code: string) => {
      const deadline = Date.now() + 10_000;
      while (!said.join('').includes(code)) {
        if (Date.now() > deadline) throw new Error(`no ${code} in ${said.join('')}`);
        await new Promise((resolve) => socket.once('data', resolve));
      }
      said.length = 0;
    };
    await waitSaid('220');
    socket.write('EHLO client.test\r\n');
    await waitSaid('250 ');
    socket.write(`MAIL FROM:<${world.users.upA.email}>\r\n`);
    await waitSaid('250');
    socket.write(`RCPT TO:<${address}>\r\n`);
    await waitSaid('250');
    socket.write('DATA\r\n');
    await waitSaid('354');
    socket.write('Subject: cut\r\nContent-Type: multipart/mixed; boundary="x"\r\n\r\n--x\r\nContent-Type: app');
    socket.destroy();

    const answer = await sendMail(port, {
      from: world.users.upA.email,
      to: address,
      attachments: [{ filename: 'after.pdf', content: samplePdf(`${engine}-after-drop`) }],
    });
    expect(answer.code).toBe(250);
    expect((await uploadsOf(world.A.location)).length).toBe(before + 1);
  });

  it('lets an administrator allow a sender and rotate the address (audited); the old one is refused', async () => {
    const admin = as('admin');
    const added = await admin('POST', apiPath(API_PATHS.mailIntake.senders, { id: world.A.location }), {
      email: 'Scanner@Office.test',
    });
    expect(added.status).toBe(201);
    expect(added.body.email).toBe('scanner@office.test');
    expect(
      (await as('upA')('POST', apiPath(API_PATHS.mailIntake.senders, { id: world.A.location }), { email: 'x@y.test' }))
        .status,
    ).toBe(403);

    const allowed = await sendMail(port, {
      from: 'scanner@office.test',
      to: address,
      attachments: [{ filename: 'scan.pdf', content: samplePdf(`${engine}-scanner`) }],
    });
    expect(allowed.code).toBe(250);

    const rotated = await admin('POST', apiPath(API_PATHS.mailIntake.rotate, { id: world.A.location }));
    expect(rotated.status).toBe(200);
    expect(rotated.body.address).not.toBe(address);
    expect(rotated.body.senders.map((s: { email: string }) => s.email)).toEqual(['scanner@office.test']);
    const audit = await server.db
      .selectFrom('audit_event')
      .selectAll()
      .where('entity_id', '=', world.A.location)
      .where('action', '=', 'rotate-mail-address')
      .execute();
    expect(audit).toHaveLength(1);

    const old = await sendMail(port, {
      from: world.users.upA.email,
      to: address,
      attachments: [{ filename: 'late.pdf', content: samplePdf(`${engine}-late`) }],
    });
    expect(old.code).toBe(550);
    address = rotated.body.address;

    const removed = await admin('DELETE', apiPath(API_PATHS.mailIntake.sender, { id: added.body.id }));
    expect(removed.status).toBe(200);
    const refused = await sendMail(port, {
      from: 'scanner@office.test',
      to: address,
      attachments: [{ filename: 'scan2.pdf', content: samplePdf(`${engine}-scanner2`) }],
    });
    expect(refused.code).toBe(550);
  });
});

describe('documents by email with INBOUND_REQUIRE_AUTH=dkim-or-spf', () => {
  let server: ApiServer;
  let world: World;
  let port = 0;
  let address = '';

  beforeAll(async () => {
    server = await startApiServer('sqlite', undefined, {
      inboundMail: { port: 0, host: '127.0.0.1', domain: DOMAIN, maxBytes: MAX_BYTES, requireAuthenticated: true },
    });
    world = await buildWorld(server.db);
    port = server.app.inboundMail!.port();
    const answer = await client(server.url, world.users.upA.token)(
      'GET',
      apiPath(API_PATHS.mailIntake.location, { id: world.A.location }),
    );
    address = answer.body.address;
  }, 60_000);
  afterAll(async () => server?.close());

  it("takes a message only when the relay's Authentication-Results say DKIM or SPF passed", async () => {
    const message = (seed: string, verdict?: string) => ({
      from: world.users.upA.email,
      to: address,
      ...(verdict ? { headers: { 'Authentication-Results': `relay.test; ${verdict}` } } : {}),
      attachments: [{ filename: `${seed}.pdf`, content: samplePdf(`auth-${seed}`) }],
    });
    const none = await sendMail(port, message('none'));
    expect(none.code).toBe(550);
    expect(none.text).toMatch(/DKIM or SPF/);
    const failed = await sendMail(port, message('failed', 'dkim=fail; spf=softfail'));
    expect(failed.code).toBe(550);
    const passed = await sendMail(port, message('passed', 'dkim=pass header.d=sender.test; spf=none'));
    expect(passed.code).toBe(250);
    const reasons = await server.db
      .withTables<{ mail_refusal: { reason: string } }>()
      .selectFrom('mail_refusal')
      .select('reason')
      .execute();
    expect(reasons.map((r) => r.reason)).toEqual(['unauthenticated', 'unauthenticated']);
  });
});
