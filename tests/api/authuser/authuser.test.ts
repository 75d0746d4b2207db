/**
 * POST /api/authuser on both engines, with real tokens from the Auth Emulator.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ensureTenant, ensureUser, findUserByEmail } from '../../../src/server/db/users.js';
import { createIdentity, idTokenFor, uniqueEmail } from '../../helpers/identity.js';
import { ENGINES, startTestServer, type TestServer } from '../../helpers/server.js';

describe.each(ENGINES)('POST /api/authuser on %s', (engine) => {
  let server: TestServer;
  const email = uniqueEmail('hq');
  const stranger = uniqueEmail('nobody');
  let token: string;
  let strangerToken: string;

  beforeAll(async () => {
    server = await startTestServer(engine);
    const tenantId = await ensureTenant(server.database.db, 'Test Tenant');
    await ensureUser(server.database.db, { email, name: 'Test HQ', roles: ['isClientHq', 'isUploader'], tenantId });
    await createIdentity(email);
    await createIdentity(stranger);
    token = await idTokenFor(email);
    strangerToken = await idTokenFor(stranger);
  });
  afterAll(async () => server?.close());

  const post = (body: string, auth?: string) =>
    fetch(`${server.url}/api/authuser`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(auth ? { authorization: `Bearer ${auth}` } : {}) },
      body,
    });

  it('answers the own record with its roles', async () => {
    const response = await post(JSON.stringify({ uid: email }), token);
    expect(response.status).toBe(200);
    const user = await response.json();
    expect(user).toMatchObject({ email, name: 'Test HQ', roles: ['isClientHq', 'isUploader'], active: true });
    expect(typeof user.id).toBe('string');
  });

  it("refuses another account's email with 403", async () => {
    const response = await post(JSON.stringify({ uid: 'hq@demo.dbbs.test' }), token);
    expect(response.status).toBe(403);
    expect((await response.json()).message).toMatch(/not the email/);
  });

  it('answers 401 without a token, and with a forged or garbled one', async () => {
    expect((await post(JSON.stringify({ uid: email }))).status).toBe(401);
    const [header, , signature] = token.split('.');
    const forgedPayload = Buffer.from(
      JSON.stringify({ email: 'admin@demo.dbbs.test', sub: 'x', aud: 'demo-dbbs' }),
    ).toString('base64url');
    expect((await post(JSON.stringify({ uid: email }), `${header}.${forgedPayload}.${signature}`)).status).toBe(401);
    expect((await post(JSON.stringify({ uid: email }), 'not-a-token')).status).toBe(401);
  });

  it('answers 401 before looking at a malformed body', async () => {
    expect((await post('{')).status).toBe(401);
  });

  it.each([
    ['truncated JSON', '{'],
    ['an array', '[]'],
    ['a number uid', '{"uid":123}'],
    ['a 100 KB string', JSON.stringify({ uid: 'a'.repeat(100 * 1024) })],
    ['an unknown field', JSON.stringify({ uid: email, roles: ['isDbAdmin'] })],
    ['no body', ''],
  ])('answers 400 with a message for %s', async (_name, body) => {
    const response = await post(body, token);
    expect(response.status).toBe(400);
    const error = await response.json();
    expect(error.message).toEqual(expect.any(String));
    expect(error.message.length).toBeGreaterThan(0);
  });

  it('makes a signed-in account without a record a guest with no tenant', async () => {
    const response = await post(JSON.stringify({ uid: stranger }), strangerToken);
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ email: stranger, roles: ['isGuest'], tenantId: null });
  });

  it('leaves the record unchanged after bad requests', async () => {
    await post(JSON.stringify({ uid: email, roles: ['isDbAdmin'] }), token);
    const user = await findUserByEmail(server.database.db, email);
    expect(user?.roles).toEqual(['isClientHq', 'isUploader']);
  });

  it('answers health with the database up', async () => {
    const response = await fetch(`${server.url}/api/health`);
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ database: 'up', engine });
  });
});
