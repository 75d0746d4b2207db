/**
 * Every audited write keeps what it changed: each field's value before and after, in the
 * API's field names. A create has nothing before, a delete nothing after, and fields a write
 * did not change are left out. On both engines.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENGINES } from '../../helpers/server.js';
import { uniqueEmail } from '../../helpers/identity.js';
import { startApiServer, type ApiServer } from '../../helpers/api-server.js';
import { buildWorld, client, type World } from '../../helpers/world.js';

interface AuditRow {
  action: string;
  changes: Record<string, { from: unknown; to: unknown }> | null;
}

describe.each(ENGINES)('audit changes on %s', (engine) => {
  let server: ApiServer;
  let world: World;
  const admin = () => client(server.url, world.users.admin.token);
  const eventsOf = async (entityId: string): Promise<AuditRow[]> =>
    (await admin()('GET', `/api/audit-events?entityId=${entityId}&_sort=at&_order=asc`)).body;

  beforeAll(async () => {
    server = await startApiServer(engine);
    world = await buildWorld(server.db);
  });
  afterAll(async () => server?.close());

  it('records a location created, renamed and deleted, field by field', async () => {
    const created = await admin()('POST', '/api/locations', { name: 'Dock 1', tenantId: world.A.tenant });
    expect(created.status).toBe(201);
    const id = created.body.id as string;
    expect((await admin()('PATCH', `/api/locations/${id}`, { name: 'Dock 2' })).status).toBe(200);
    expect((await admin()('DELETE', `/api/locations/${id}`)).status).toBe(200);

    const [create, update, remove] = await eventsOf(id);
    expect(create?.action).toBe('create');
    expect(create?.changes?.name).toEqual({ from: null, to: 'Dock 1' });
    expect(create?.changes?.tenantId).toEqual({ from: null, to: world.A.tenant });
    expect(create?.changes).not.toHaveProperty('id');
    // A column the database filled in is recorded as stored.
    expect(create?.changes?.active).toEqual({ from: null, to: true });
    expect(update?.action).toBe('update');
    // Only what changed; updatedAt, which every write touches, says nothing.
    expect(update?.changes).toEqual({ name: { from: 'Dock 1', to: 'Dock 2' } });
    expect(remove?.action).toBe('delete');
    expect(remove?.changes?.name).toEqual({ from: 'Dock 2', to: null });
  });

  it("records a user account's roles before and after on the administration route", async () => {
    const email = uniqueEmail('audited');
    const created = await admin()('POST', '/api/admin/user-accounts', { email, name: 'Audited', roles: ['isGuest'] });
    expect(created.status).toBe(201);
    const id = created.body.id as string;
    const edited = await admin()('PATCH', `/api/admin/user-accounts/${id}`, { roles: ['isGuest', 'isDbo'] });
    expect(edited.status).toBe(200);
    const [create, update] = await eventsOf(id);
    expect(create?.changes?.email).toEqual({ from: null, to: email });
    expect(create?.changes?.roles).toEqual({ from: null, to: ['isGuest'] });
    expect(update?.changes).toEqual({ roles: { from: ['isGuest'], to: ['isGuest', 'isDbo'] } });
  });
});
