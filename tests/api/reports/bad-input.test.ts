/** Bad report queries and time zones get a 400 with the field named, never a 500 (both engines). */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENGINES } from '../../helpers/server.js';
import { startApiServer, type ApiServer } from '../../helpers/api-server.js';
import { buildWorld, client, type World } from '../../helpers/world.js';

describe.each(ENGINES)('report bad input on %s', (engine) => {
  let server: ApiServer;
  let world: World;
  beforeAll(async () => {
    server = await startApiServer(engine);
    world = await buildWorld(server.db);
  });
  afterAll(async () => server?.close());

  it.each([
    ['a date that is not one', '/api/reports/client-hq?from=2025-13-01&to=2025-03-01'],
    ['from after to', '/api/reports/client-hq?from=2025-03-02&to=2025-03-01'],
    ['a range longer than 400 days', '/api/reports/executive?from=2023-01-01&to=2025-03-01'],
    ['no range', '/api/reports/client-breakdowns'],
    ['csv without a table', '/api/reports/client-hq?from=2025-03-01&to=2025-03-02&format=csv'],
    ['an unknown table', '/api/reports/client-hq?from=2025-03-01&to=2025-03-02&format=csv&table=nothing'],
    ['an unknown parameter', '/api/reports/client-hq?from=2025-03-01&to=2025-03-02&sql=1'],
    ['a malformed tenant', '/api/reports/client-hq?from=2025-03-01&to=2025-03-02&tenant=a%20b'],
  ])('refuses %s', async (_, url) => {
    const { status, body } = await client(server.url, world.users.admin.token)('GET', url);
    expect(status).toBe(400);
    expect(body.message).toBeTruthy();
  });

  it('refuses a time zone that does not exist, and keeps the valid one', async () => {
    const admin = client(server.url, world.users.admin.token);
    const bad = await admin('PATCH', `/api/tenants/${world.A.tenant}`, { timeZone: 'Mars/Olympus_Mons' });
    expect(bad.status).toBe(400);
    const good = await admin('PATCH', `/api/tenants/${world.A.tenant}`, { timeZone: 'America/New_York' });
    expect(good.status).toBe(200);
    expect(good.body.timeZone).toBe('America/New_York');
  });
});
