/**
 * Every administration route applies the caller's data scope, on both engines. The live policy
 * gives the DBS role the administrator's home, the user accounts and the file uploads pages (as
 * an administrator could with the policy editor); the DBS user, whose team is assigned tenant A,
 * then sees and edits only the accounts of tenant A and of the team, gets 404 for anyone else's,
 * counts only tenant A on the home page, sees and deletes only tenant A's uploads, and has the
 * policy explained only for the accounts it sees.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENGINES } from '../../helpers/server.js';
import { uniqueEmail } from '../../helpers/identity.js';
import { startApiServer, type ApiServer } from '../../helpers/api-server.js';
import { buildWorld, client, type World } from '../../helpers/world.js';

const GRANTED = ['/dbbs/admin', '/dbbs/ad/useraccounts', '/dbbs/ad/fileuploads', '/dbbs/ad/setup'];

describe.each(ENGINES)('the administration routes within the DBS scope on %s', (engine) => {
  let server: ApiServer;
  let world: World;
  let dir: string;
  const admin = () => client(server.url, world.users.admin.token);
  const dbs = () => client(server.url, world.users.dbs.token);

  beforeAll(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'dbbs-admin-scope-'));
    const policyFile = path.join(dir, 'policy.csv');
    fs.copyFileSync('policies/policy.csv', policyFile);
    server = await startApiServer(engine, policyFile);
    world = await buildWorld(server.db);
    const { matrix, version } = (await admin()('GET', '/api/admin/policy')).body;
    const saved = await admin()('PUT', '/api/admin/policy', {
      version,
      matrix: { ...matrix, isDbs: [...matrix.isDbs, ...GRANTED.filter((page) => !matrix.isDbs.includes(page))] },
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
  });
  afterAll(async () => {
    await server?.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('lists only the accounts of the team and of its tenants', async () => {
    const { hqA, supA, guestA, upA, dbs: supervisor, dbo } = world.users;
    const { status, body, headers } = await dbs()('GET', '/api/admin/user-accounts');
    expect(status, JSON.stringify(body)).toBe(200);
    const ids = body.map((row: { id: string }) => row.id).sort();
    expect(ids).toEqual([hqA.id, supA.id, guestA.id, upA.id, supervisor.id, dbo.id].sort());
    expect(Number(headers.get('x-total-count'))).toBe(6);
    // The administrator still sees every account.
    const all = await admin()('GET', '/api/admin/user-accounts');
    expect(all.body.map((row: { id: string }) => row.id)).toEqual(
      expect.arrayContaining([world.users.admin.id, world.users.hqB.id]),
    );
  });

  it('reads, edits, disables and deletes no account outside the scope (404), and changes nothing', async () => {
    const { hqB, admin: administrator } = world.users;
    for (const target of [hqB.id, administrator.id]) {
      const before = await server.db.selectFrom('app_user').selectAll().where('id', '=', target).executeTakeFirst();
      const calls: [string, string, unknown?][] = [
        ['GET', `/api/admin/user-accounts/${target}`],
        ['PATCH', `/api/admin/user-accounts/${target}`, { name: 'Taken over' }],
        ['PATCH', `/api/admin/user-accounts/${target}/active`, { active: false }],
        ['DELETE', `/api/admin/user-accounts/${target}`],
      ];
      for (const [method, url, body] of calls) {
        const answer = await dbs()(method, url, body);
        expect(answer.status, `${method} ${url}`).toBe(404);
      }
      expect(await server.db.selectFrom('app_user').selectAll().where('id', '=', target).executeTakeFirst()).toEqual(
        before,
      );
    }
  });

  it('edits the accounts within the scope, and keeps them there', async () => {
    const { hqA, upA } = world.users;
    const renamed = await dbs()('PATCH', `/api/admin/user-accounts/${hqA.id}`, { name: 'HQ A renamed' });
    expect(renamed.status, JSON.stringify(renamed.body)).toBe(200);
    expect(renamed.body.name).toBe('HQ A renamed');
    // Not into another tenant, nor to its locations, nor out of every tenant.
    const moves: [string, unknown, string][] = [
      [hqA.id, { tenantId: world.B.tenant }, 'tenantId'],
      [hqA.id, { tenantId: null }, 'tenantId'],
      [upA.id, { locationIds: [world.A.location, world.B.location] }, 'locationIds'],
    ];
    for (const [id, body, field] of moves) {
      const answer = await dbs()('PATCH', `/api/admin/user-accounts/${id}`, body);
      expect(answer.status, JSON.stringify(body)).toBe(400);
      expect(Object.keys(answer.body.fields ?? {})).toContain(field);
    }
    expect(
      (await server.db.selectFrom('app_user').select('tenant_id').where('id', '=', hqA.id).executeTakeFirstOrThrow())
        .tenant_id,
    ).toBe(world.A.tenant);
    // A new account only in a tenant of the scope.
    const outside = await dbs()('POST', '/api/admin/user-accounts', {
      email: uniqueEmail('outside'),
      name: 'Outside',
      roles: ['isGuest'],
      tenantId: world.B.tenant,
    });
    expect(outside.status).toBe(400);
    const inside = await dbs()('POST', '/api/admin/user-accounts', {
      email: uniqueEmail('inside'),
      name: 'Inside',
      roles: ['isGuest'],
      tenantId: world.A.tenant,
    });
    expect(inside.status, JSON.stringify(inside.body)).toBe(201);
    expect((await dbs()('DELETE', `/api/admin/user-accounts/${inside.body.id}`)).status).toBe(200);
  });

  it('counts only the scope on the home page', async () => {
    const { status, body } = await dbs()('GET', '/api/admin/summary');
    expect(status, JSON.stringify(body)).toBe(200);
    const db = server.db;
    const documentsOfA = await db
      .selectFrom('document')
      .select('status')
      .where('tenant_id', '=', world.A.tenant)
      .execute();
    const scopedUsers = (await dbs()('GET', '/api/admin/user-accounts?active=true')).body.length;
    expect(body.tenants).toBe(1);
    expect(body.activeUsers).toBe(scopedUsers);
    expect(body.documents.total).toBe(documentsOfA.length);
    const openIssuesOfA = await db
      .selectFrom('issue')
      .select('id')
      .where('tenant_id', '=', world.A.tenant)
      .where('status', '=', 'open')
      .execute();
    expect(body.openIssues).toBe(openIssuesOfA.length);
    const everything = (await admin()('GET', '/api/admin/summary')).body;
    expect(everything.tenants).toBeGreaterThan(body.tenants);
    expect(everything.documents.total).toBeGreaterThan(body.documents.total);
  });

  it('lists, opens and deletes only the uploads of the scope', async () => {
    const list = await dbs()('GET', '/api/uploads');
    expect(list.status, JSON.stringify(list.body)).toBe(200);
    const tenants = new Set(list.body.map((row: { tenantId: string }) => row.tenantId));
    expect([...tenants]).toEqual([world.A.tenant]);
    const history = await dbs()('GET', '/api/upload-history');
    expect(history.status, JSON.stringify(history.body)).toBe(200);
    expect(history.body.map((row: { id: string }) => row.id)).toContain(world.A.upload);
    expect(history.body.map((row: { id: string }) => row.id)).not.toContain(world.B.upload);
    for (const [method, url] of [
      ['GET', `/api/uploads/${world.B.upload}`],
      ['GET', `/api/uploads/${world.B.upload}/content`],
      ['DELETE', `/api/uploads/${world.B.upload}`],
    ] as const) {
      expect((await dbs()(method, url)).status, `${method} ${url}`).toBe(404);
    }
    expect(await server.db.selectFrom('upload').select('id').where('id', '=', world.B.upload).execute()).toHaveLength(
      1,
    );
  });

  it('explains the policy only for an account within the scope', async () => {
    const explain = (email: string) =>
      dbs()('GET', `/api/admin/policy/explain?userEmail=${encodeURIComponent(email)}&path=/dbbs/archives`);
    const inside = await explain(world.users.hqA.email);
    expect(inside.status, JSON.stringify(inside.body)).toBe(200);
    expect(inside.body.userEmail).toBe(world.users.hqA.email);
    for (const email of [world.users.hqB.email, world.users.admin.email]) {
      const answer = await explain(email);
      expect(answer.status, email).toBe(404);
      expect(JSON.stringify(answer.body)).not.toContain('isClientHq');
    }
    expect(
      (
        await admin()(
          'GET',
          `/api/admin/policy/explain?userEmail=${encodeURIComponent(world.users.hqB.email)}&path=/dbbs/archives`,
        )
      ).status,
    ).toBe(200);
  });
});
