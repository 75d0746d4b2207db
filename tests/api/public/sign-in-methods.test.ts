/**
 * The ways in the sign-in page offers: GET /api/public/sign-in-methods, open to everyone, says
 * null (the build's default) until an administrator sets them on the setup screen
 * (PATCH /api/settings/signInMethods), then what was set; an unknown method is refused.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ensureUser } from '../../../src/server/db/users.js';
import { createIdentity, idTokenFor, uniqueEmail } from '../../helpers/identity.js';
import { ENGINES, startTestServer, type TestServer } from '../../helpers/server.js';

describe.each(ENGINES)('the sign-in methods setting on %s', (engine) => {
  let server: TestServer;
  let adminToken: string;

  beforeAll(async () => {
    server = await startTestServer(engine);
    const email = uniqueEmail('setup');
    await ensureUser(server.database.db, { email, name: 'Setup', roles: ['isDbAdmin'], tenantId: null });
    await createIdentity(email);
    adminToken = await idTokenFor(email);
  });
  afterAll(async () => server?.close());

  const read = async () => {
    const response = await fetch(`${server.url}/api/public/sign-in-methods`);
    expect(response.status).toBe(200);
    return (await response.json()) as { methods: string[] | null };
  };
  const set = (value: unknown) =>
    fetch(`${server.url}/api/settings/signInMethods`, {
      method: 'PATCH',
      headers: { authorization: `Bearer ${adminToken}`, 'content-type': 'application/json' },
      body: JSON.stringify({ value }),
    });

  it('answers null, without a token, until an administrator sets them', async () => {
    expect(await read()).toEqual({ methods: null });
  });

  it('answers what the setup screen set', async () => {
    expect((await set(['link', 'signUp'])).status).toBe(200);
    expect(await read()).toEqual({ methods: ['link', 'signUp'] });
    expect((await set([])).status).toBe(200);
    expect(await read()).toEqual({ methods: [] });
  });

  it('refuses an unknown method and keeps the last setting', async () => {
    expect((await set(['fax'])).status).toBe(400);
    expect(await read()).toEqual({ methods: [] });
  });

  it('goes back to the build’s default when set to null', async () => {
    expect((await set(null)).status).toBe(200);
    expect(await read()).toEqual({ methods: null });
  });
});
