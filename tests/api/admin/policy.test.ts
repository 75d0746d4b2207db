/**
 * The access-policy editor's API on both engines: only administrators reach it; a matrix that
 * would leave a role without pages or lock the administrators out is refused and changes
 * nothing; a saved change is in force on the server at once (a guest may call an API action
 * newly granted through a page), is kept in the history, and a revert takes it away again.
 * Each engine works on its own copy of the shipped policy, never on policies/policy.csv.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENGINES } from '../../helpers/server.js';
import { startApiServer, type ApiServer } from '../../helpers/api-server.js';
import { idTokenFor, uniqueEmail } from '../../helpers/identity.js';
import { ACCOUNTS, buildWorld, client, type World } from '../../helpers/world.js';

const SHIPPED = fs.readFileSync('policies/policy.csv', 'utf8');
const NOT_ADMINS = ACCOUNTS.filter((account) => account !== 'admin');

describe.each(ENGINES)('the policy editor API on %s', (engine) => {
  let server: ApiServer;
  let world: World;
  let dir: string;
  let policyFile: string;
  const as = (account: (typeof ACCOUNTS)[number]) => client(server.url, world.users[account].token);

  beforeAll(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'dbbs-admin-policy-'));
    policyFile = path.join(dir, 'policy.csv');
    fs.writeFileSync(policyFile, SHIPPED);
    server = await startApiServer(engine, policyFile);
    world = await buildWorld(server.db);
  });
  afterAll(async () => {
    await server?.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('refuses every non-administrator on every policy route', async () => {
    const { matrix } = (await as('admin')('GET', '/api/admin/policy')).body;
    const calls: [string, string, unknown?][] = [
      ['GET', '/api/admin/policy'],
      ['PUT', '/api/admin/policy', { matrix }],
      ['GET', '/api/admin/policy/history'],
      ['POST', '/api/admin/policy/revert/no-such-change'],
      ['GET', `/api/admin/policy/explain?userEmail=${encodeURIComponent(world.users.admin.email)}&path=/dbbs/admin`],
      ['POST', '/api/admin/user-accounts', { email: 'x@test.dbbs.test', name: 'X', roles: ['isGuest'] }],
      ['PATCH', `/api/admin/user-accounts/${world.users.hqA.id}`, { name: 'Renamed' }],
      ['PATCH', `/api/admin/user-accounts/${world.users.hqA.id}/active`, { active: false }],
    ];
    for (const account of NOT_ADMINS) {
      for (const [method, url, body] of calls) {
        const { status } = await as(account)(method, url, body);
        expect([403, 404], `${account} ${method} ${url}`).toContain(status);
      }
    }
    expect((await fetch(`${server.url}/api/admin/policy`)).status).toBe(401);
    expect(fs.readFileSync(policyFile, 'utf8')).toBe(SHIPPED);
  });

  it('answers the matrix of the policy in force, each role in its page order', async () => {
    const { status, body } = await as('admin')('GET', '/api/admin/policy');
    expect(status).toBe(200);
    expect(body.version).toBe(server.policy.current().version);
    expect(body.roles[0]).toBe('isClientHq');
    expect(body.matrix.isDbAdmin.slice(0, 2)).toEqual(['/dbbs/admin', '/dbbs/ad/setup']);
    expect(body.matrix.isGuest).toEqual(['/client/guest', '/blog/:slug', '/account']);
    expect(body.pages).toContain('/dbbs/ad/setup');
    expect(body.pages).not.toContain('/auth/login');
  });

  it('refuses a role left without pages, an administrator lockout, unknown roles and pages', async () => {
    const { matrix, version } = (await as('admin')('GET', '/api/admin/policy')).body;
    const admin = as('admin');
    const cases: [string, Record<string, unknown>, RegExp, string][] = [
      ['no pages', { ...matrix, isGuest: [] }, /isGuest would be left without any page/, 'matrix.isGuest'],
      [
        'role missing',
        Object.fromEntries(Object.entries(matrix).filter(([role]) => role !== 'isUploader')),
        /isUploader would be left without any page/,
        'matrix.isUploader',
      ],
      [
        'lockout',
        { ...matrix, isDbAdmin: matrix.isDbAdmin.filter((p: string) => p !== '/dbbs/ad/setup') },
        /isDbAdmin must keep \/dbbs\/ad\/setup/,
        'matrix.isDbAdmin',
      ],
      ['unknown role', { ...matrix, isBoss: ['/dbbs/admin'] }, /Unknown role "isBoss"/, 'matrix.isBoss'],
      [
        'unknown page',
        { ...matrix, isGuest: ['/client/guest', '/no/such/page'] },
        /Unknown page "\/no\/such\/page"/,
        'matrix.isGuest',
      ],
    ];
    for (const [name, body, message, field] of cases) {
      const response = await admin('PUT', '/api/admin/policy', { version, matrix: body });
      expect(response.status, name).toBe(400);
      expect(response.body.message, name).toMatch(message);
      expect(Object.keys(response.body.fields ?? {}), name).toContain(field);
    }
    expect((await admin('PUT', '/api/admin/policy', { version, matrix: 'all' })).status).toBe(400);
    expect((await admin('PUT', '/api/admin/policy', { version, matrix, extra: 1 })).status).toBe(400);
    expect(fs.readFileSync(policyFile, 'utf8')).toBe(SHIPPED);
    expect(server.policy.current().version).toBe(version);
  });

  it('puts a saved change in force at once, keeps it in the history, and reverts it', async () => {
    const admin = as('admin');
    const guest = as('guestA');
    expect((await guest('GET', '/api/documents')).status).toBe(403);

    const before = (await admin('GET', '/api/admin/policy')).body;
    const matrix = { ...before.matrix, isGuest: [...before.matrix.isGuest, '/dbbs/archives'] };
    const saved = await admin('PUT', '/api/admin/policy', { version: before.version, matrix });
    expect(saved.status).toBe(200);
    expect(saved.body.version).not.toBe(before.version);
    expect(saved.body.matrix.isGuest).toEqual(['/client/guest', '/blog/:slug', '/account', '/dbbs/archives']);
    expect(saved.body.change.added).toEqual(['p, isGuest, /dbbs/archives, page']);
    expect(saved.body.change.removed).toEqual([]);

    // The file: the header, p lines in role-group order, then the g2 lines exactly as they were.
    const written = fs.readFileSync(policyFile, 'utf8');
    const rows = (text: string, prefix: string) => text.split('\n').filter((row) => row.startsWith(prefix));
    expect(rows(written, 'g2,')).toEqual(rows(SHIPPED, 'g2,'));
    expect(rows(written, '#')).toEqual(rows(SHIPPED, '#'));
    const guestRows = rows(written, 'p, isGuest,');
    expect(guestRows.at(-1)).toBe('p, isGuest, /dbbs/archives, page');
    expect(written.indexOf('p, isGuest, /dbbs/archives')).toBeLessThan(written.indexOf('p, isUploader,'));
    expect(written.lastIndexOf('\np, ')).toBeLessThan(written.indexOf('\ng2, '));

    // In force on the server, no restart: documents:read comes with /dbbs/archives (own tenant only).
    const documents = await guest('GET', '/api/documents');
    expect(documents.status).toBe(200);
    expect(documents.body.map((doc: { tenantId: string }) => doc.tenantId)).toEqual([world.A.tenant]);

    // A stale version is refused rather than overwriting the newer policy.
    expect((await admin('PUT', '/api/admin/policy', { version: before.version, matrix: before.matrix })).status).toBe(
      409,
    );

    const history = await admin('GET', '/api/admin/policy/history?_start=0&_end=10');
    expect(history.status).toBe(200);
    expect(history.headers.get('x-total-count')).toBe('1');
    expect(history.body[0]).toMatchObject({
      id: saved.body.change.id,
      actorEmail: world.users.admin.email,
      added: ['p, isGuest, /dbbs/archives, page'],
    });

    const reverted = await admin('POST', `/api/admin/policy/revert/${saved.body.change.id}`);
    expect(reverted.status).toBe(200);
    expect(reverted.body.change).toMatchObject({
      revertsId: saved.body.change.id,
      removed: ['p, isGuest, /dbbs/archives, page'],
      added: [],
    });
    expect(fs.readFileSync(policyFile, 'utf8')).toBe(SHIPPED);
    expect((await guest('GET', '/api/documents')).status).toBe(403);
    expect((await admin('GET', '/api/admin/policy/history')).headers.get('x-total-count')).toBe('2');
    expect((await admin('POST', '/api/admin/policy/revert/no-such-change')).status).toBe(404);

    const audit = await admin('GET', '/api/audit-events?entity=policy');
    expect(audit.body.map((event: { action: string }) => event.action).sort()).toEqual(['revert', 'update']);
  });

  it('explains why a user may open a page, or that no line allows it', async () => {
    const admin = as('admin');
    const explain = (email: string, page: string) =>
      admin('GET', `/api/admin/policy/explain?userEmail=${encodeURIComponent(email)}&path=${encodeURIComponent(page)}`);

    const yes = await explain(world.users.admin.email, '/dbbs/ad/setup');
    expect(yes.status).toBe(200);
    expect(yes.body).toMatchObject({
      roles: ['isDbAdmin'],
      allowed: true,
      lines: ['p, isDbAdmin, /dbbs/ad/setup, page'],
      pageId: 'adSetup',
      landingPage: '/dbbs/admin',
    });
    expect(yes.body.apiActions).toContain('policy:update');

    const no = await explain(world.users.guestA.email, '/dbbs/archives');
    expect(no.body).toMatchObject({ roles: ['isGuest'], allowed: false, lines: [] });

    const blog = await explain(world.users.dbo.email.toUpperCase(), '/blog/hello-world');
    expect(blog.body).toMatchObject({ allowed: true, lines: ['p, isDbo, /blog/:slug, page'] });

    expect((await explain('nobody@test.dbbs.test', '/dbbs/admin')).status).toBe(404);
    expect((await explain(world.users.admin.email, '/no/such/page')).status).toBe(400);
    expect((await admin('GET', '/api/admin/policy/explain?userEmail=x&path=/dbbs/admin')).status).toBe(400);
  });

  it('creates a user with a sign-in and an initial password, and disabling locks them out at once', async () => {
    const admin = as('admin');
    const email = uniqueEmail('made');
    const created = await admin('POST', '/api/admin/user-accounts', {
      email,
      name: 'Made here',
      roles: ['isClientHq'],
      tenantId: world.A.tenant,
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ email, roles: ['isClientHq'], tenantId: world.A.tenant, active: true });
    const token = await idTokenFor(email, created.body.initialPassword);
    const me = client(server.url, token);
    expect((await me('GET', '/api/documents')).status).toBe(200);
    expect((await admin('POST', '/api/admin/user-accounts', { email, name: 'Again', roles: ['isGuest'] })).status).toBe(
      409,
    );
    expect(
      (await admin('POST', '/api/admin/user-accounts', { email: 'not-an-email', name: 'X', roles: ['isGuest'] })).body
        .fields,
    ).toHaveProperty('email');

    const disabled = await admin('PATCH', `/api/admin/user-accounts/${created.body.id}/active`, { active: false });
    expect(disabled.body.active).toBe(false);
    expect([401, 403]).toContain((await me('GET', '/api/documents')).status);
    await expect(idTokenFor(email, created.body.initialPassword)).rejects.toThrow(/USER_DISABLED/);
    await admin('PATCH', `/api/admin/user-accounts/${created.body.id}/active`, { active: true });
    expect(
      (await client(server.url, await idTokenFor(email, created.body.initialPassword))('GET', '/api/documents')).status,
    ).toBe(200);
  });

  it('disables, enables and deletes the sign-in with the account', async () => {
    const admin = as('admin');
    const email = uniqueEmail('generic');
    const created = await admin('POST', '/api/admin/user-accounts', { email, name: 'Generic', roles: ['isGuest'] });
    expect(created.status).toBe(201);
    const password = created.body.initialPassword as string;
    expect((await admin('PATCH', `/api/admin/user-accounts/${created.body.id}/active`, { active: false })).status).toBe(
      200,
    );
    // The sign-in account itself is disabled: no new token is issued.
    await expect(idTokenFor(email, password)).rejects.toThrow(/USER_DISABLED/);
    expect((await admin('PATCH', `/api/admin/user-accounts/${created.body.id}/active`, { active: true })).status).toBe(
      200,
    );
    expect((await client(server.url, await idTokenFor(email, password))('GET', '/api/access/policy')).status).toBe(200);
    // A deleted record takes the sign-in with it.
    expect((await admin('DELETE', `/api/admin/user-accounts/${created.body.id}`)).status).toBe(200);
    await expect(idTokenFor(email, password)).rejects.toThrow(/USER_DISABLED/);
  });

  it('keeps the last active administrator', async () => {
    const admin = as('admin');
    const id = world.users.admin.id;
    expect((await admin('PATCH', `/api/admin/user-accounts/${id}/active`, { active: false })).status).toBe(409);
    expect((await admin('PATCH', `/api/admin/user-accounts/${id}`, { roles: ['isDbo'] })).status).toBe(409);
    expect((await admin('GET', '/api/admin/policy')).status).toBe(200);
  });
});
