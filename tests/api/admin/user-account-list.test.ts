/**
 * The account list and the one write path of user accounts, on both engines:
 *  - GET /api/admin/user-accounts answers the account view built by the server (company,
 *    locations and team with their names), paged, sorted and filtered as simple-rest asks, in
 *    the same number of queries whatever the page size;
 *  - DELETE /api/admin/user-accounts/:id takes the memberships with the account, audited;
 *  - the generic /api/users only reads: a write there is no route (404).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENGINES } from '../../helpers/server.js';
import { uniqueEmail } from '../../helpers/identity.js';
import { leastQueries, startApiServer, type ApiServer } from '../../helpers/api-server.js';
import { buildWorld, client, type World } from '../../helpers/world.js';

describe.each(ENGINES)('the user account list and delete on %s', (engine) => {
  let server: ApiServer;
  let world: World;
  const admin = () => client(server.url, world.users.admin.token);

  beforeAll(async () => {
    server = await startApiServer(engine);
    world = await buildWorld(server.db);
  });
  afterAll(async () => {
    await server?.close();
  });

  it('answers each account with its company, locations and team by name', async () => {
    const { upA, dbo } = world.users;
    expect(
      (await admin()('PATCH', `/api/admin/user-accounts/${upA.id}`, { locationIds: [world.A.location] })).status,
    ).toBe(200);
    const { status, body, headers } = await admin()('GET', '/api/admin/user-accounts?_start=0&_end=100');
    expect(status, JSON.stringify(body)).toBe(200);
    expect(Number(headers.get('x-total-count'))).toBe(body.length);
    const uploader = body.find((row: { id: string }) => row.id === upA.id);
    expect(uploader).toMatchObject({
      email: upA.email,
      roles: ['isUploader'],
      tenantId: world.A.tenant,
      tenantName: `Tenant A ${world.A.tenant}`,
      active: true,
      locationIds: [world.A.location],
      locationNames: ['A main'],
      teamId: null,
      teamName: null,
    });
    expect(typeof uploader.createdAt).toBe('string');
    expect(body.find((row: { id: string }) => row.id === dbo.id)).toMatchObject({
      tenantId: null,
      tenantName: null,
      teamId: world.team,
      teamName: `Team ${world.team}`,
      locationNames: [],
    });
    const emails = body.map((row: { email: string }) => row.email);
    expect(emails).toEqual([...emails].sort());
  });

  it('pages, sorts and filters by company, state, role and text', async () => {
    const list = async (query: string) => {
      const answer = await admin()('GET', `/api/admin/user-accounts?${query}`);
      expect(answer.status, `${query}: ${JSON.stringify(answer.body)}`).toBe(200);
      return {
        ids: answer.body.map((row: { id: string }) => row.id) as string[],
        total: Number(answer.headers.get('x-total-count')),
      };
    };
    const { hqA, supA, guestA, upA, hqB, dbs, dbo } = world.users;
    const ofA = await list(`tenantId=${world.A.tenant}`);
    expect(ofA.ids.sort()).toEqual([hqA.id, supA.id, guestA.id, upA.id].sort());
    expect(ofA.total).toBe(4);
    const paged = await list(`tenantId=${world.A.tenant}&_start=1&_end=3&_sort=name&_order=desc`);
    expect(paged.total).toBe(4);
    // Names: hqA, supA, guestA, upA; descending: upA, supA, hqA, guestA.
    expect(paged.ids).toEqual([supA.id, hqA.id]);
    expect((await list(`roles=isDbo&roles=isDbs`)).ids.sort()).toEqual([dbs.id, dbo.id].sort());
    expect((await list(`q=${encodeURIComponent(hqB.email)}`)).ids).toEqual([hqB.id]);
    await server.db.updateTable('app_user').set({ active: 0 }).where('id', '=', guestA.id).execute();
    expect((await list(`active=false`)).ids).toEqual([guestA.id]);
    await server.db.updateTable('app_user').set({ active: 1 }).where('id', '=', guestA.id).execute();

    for (const query of ['roles=isRoot', '_sort=roles', 'owner=me', '_end=-1']) {
      const answer = await admin()('GET', `/api/admin/user-accounts?${query}`);
      expect(answer.status, query).toBe(400);
      expect(Object.keys(answer.body.fields ?? {}).length, query).toBeGreaterThan(0);
    }
  });

  it('costs the same number of queries for a page of 2 as for a page of 8', async () => {
    await admin()('GET', '/api/admin/user-accounts?_start=0&_end=1');
    const costOf = (end: number) =>
      leastQueries(server.queries, async () => {
        const answer = await admin()('GET', `/api/admin/user-accounts?_start=0&_end=${end}`);
        expect(answer.body).toHaveLength(end);
      });
    expect(await costOf(2)).toBe(await costOf(8));
  });

  it('deletes an account with its memberships, audited', async () => {
    const email = uniqueEmail('deleted');
    const created = await admin()('POST', '/api/admin/user-accounts', {
      email,
      name: 'Deleted',
      roles: ['isUploader'],
      tenantId: world.A.tenant,
    });
    expect(created.status).toBe(201);
    const id = created.body.id as string;
    await admin()('PATCH', `/api/admin/user-accounts/${id}`, { locationIds: [world.A.location] });
    const removed = await admin()('DELETE', `/api/admin/user-accounts/${id}`);
    expect(removed.status, JSON.stringify(removed.body)).toBe(200);
    expect(removed.body).toMatchObject({ id, email, locationIds: [world.A.location] });
    expect(await server.db.selectFrom('app_user').select('id').where('id', '=', id).execute()).toHaveLength(0);
    expect(await server.db.selectFrom('user_location').select('id').where('user_id', '=', id).execute()).toHaveLength(
      0,
    );
    const events = await server.db
      .selectFrom('audit_event')
      .select(['action', 'changes'])
      .where('entity', '=', 'user')
      .where('entity_id', '=', id)
      .where('action', '=', 'delete')
      .execute();
    expect(events).toHaveLength(1);
    expect(JSON.parse(events[0]!.changes ?? '{}').email).toEqual({ from: email, to: null });
    expect((await admin()('DELETE', `/api/admin/user-accounts/${id}`)).status).toBe(404);
    expect((await admin()('GET', `/api/admin/user-accounts/${id}`)).status).toBe(404);
  });

  it('writes user accounts only through the administration operations', async () => {
    const { hqA } = world.users;
    const before = await server.db.selectFrom('app_user').selectAll().where('id', '=', hqA.id).executeTakeFirst();
    const writes: [string, string, unknown?][] = [
      ['POST', '/api/users', { email: uniqueEmail('generic'), name: 'G', roles: ['isGuest'] }],
      ['PATCH', `/api/users/${hqA.id}`, { name: 'Renamed' }],
      ['DELETE', `/api/users/${hqA.id}`],
    ];
    for (const [method, url, body] of writes) {
      const answer = await admin()(method, url, body);
      expect(answer.status, `${method} ${url}`).toBe(404);
      expect(answer.body.message).toMatch(/No route/);
    }
    expect(await server.db.selectFrom('app_user').selectAll().where('id', '=', hqA.id).executeTakeFirst()).toEqual(
      before,
    );
    expect((await admin()('GET', `/api/users/${hqA.id}`)).status).toBe(200);
    expect((await admin()('GET', `/api/admin/user-accounts/${hqA.id}`)).body).toMatchObject({
      id: hqA.id,
      email: hqA.email,
    });
  });
});
