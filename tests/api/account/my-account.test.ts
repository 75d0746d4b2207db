/**
 * "My account" on both engines, with real tokens from the Auth Emulator: a person reads and
 * changes their own name and language only, and "sign out everywhere" makes every token issued
 * before it useless to the API.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ensureTenant, ensureUser, findUserByEmail } from '../../../src/server/db/users.js';
import { createIdentity, identity, idTokenFor, uniqueEmail } from '../../helpers/identity.js';
import { ENGINES, startTestServer, type TestServer } from '../../helpers/server.js';
import { waitFor } from '../../helpers/wait-for.js';

/** The second the token was issued at (its iat claim). */
const issuedAt = (token: string): number =>
  (JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString()) as { iat: number }).iat;

describe.each(ENGINES)('/api/account on %s', (engine) => {
  let server: TestServer;
  const me = uniqueEmail('me');
  const other = uniqueEmail('other');
  const guest = uniqueEmail('guest');
  const noRoles = uniqueEmail('dbbs');
  let token: string;

  beforeAll(async () => {
    server = await startTestServer(engine);
    const tenantId = await ensureTenant(server.database.db, 'Account Tenant');
    await ensureUser(server.database.db, { email: me, name: 'Me Myself', roles: ['isUploader'], tenantId });
    await ensureUser(server.database.db, { email: other, name: 'Someone Else', roles: ['isDbAdmin'], tenantId: null });
    await ensureUser(server.database.db, { email: guest, name: 'A Guest', roles: ['isGuest'], tenantId: null });
    await ensureUser(server.database.db, { email: noRoles, name: 'Only Dbbs', roles: ['isDbbs'], tenantId: null });
    for (const email of [me, other, guest, noRoles]) await createIdentity(email);
    token = await idTokenFor(me);
  });
  afterAll(async () => server?.close());

  const call = (method: string, path: string, auth: string | undefined, body?: unknown) =>
    fetch(`${server.url}${path}`, {
      method,
      headers: {
        ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
        ...(auth ? { authorization: `Bearer ${auth}` } : {}),
      },
      body: body !== undefined ? JSON.stringify(body) : undefined,
    });

  it('answers my own record, with no language chosen yet', async () => {
    const response = await call('GET', '/api/account', token);
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({
      email: me,
      name: 'Me Myself',
      language: null,
      roles: ['isUploader'],
    });
  });

  it('changes my name and language, audited, and nobody else’s', async () => {
    const response = await call('PATCH', '/api/account', token, { name: '  Me Renamed ', language: 'fr' });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ email: me, name: 'Me Renamed', language: 'fr' });
    expect((await findUserByEmail(server.database.db, other))?.name).toBe('Someone Else');
    const again = await (await call('GET', '/api/account', token)).json();
    expect(again).toMatchObject({ name: 'Me Renamed', language: 'fr' });
    const record = await findUserByEmail(server.database.db, me);
    const events = await server.database.db
      .selectFrom('audit_event')
      .select(['action', 'changes', 'actor_email'])
      .where('entity', '=', 'user')
      .where('entity_id', '=', record!.id)
      .execute();
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({ action: 'update', actor_email: me });
    expect(JSON.parse(String(events[0]!.changes))).toEqual({
      name: { from: 'Me Myself', to: 'Me Renamed' },
      language: { from: null, to: 'fr' },
    });
  });

  it.each([
    ['another user’s id', (id: string) => ({ id, name: 'Hijacked' })],
    ['an email', () => ({ email: 'x@test.dbbs.test', name: 'Hijacked' })],
    ['roles', () => ({ roles: ['isDbAdmin'] })],
    ['a tenant', () => ({ tenantId: null })],
    ['an unknown language', () => ({ language: 'de' })],
    ['an empty name', () => ({ name: '   ' })],
  ])('refuses %s with 400 and changes nothing', async (_what, body) => {
    const target = await findUserByEmail(server.database.db, other);
    const response = await call('PATCH', '/api/account', token, body(target!.id));
    expect(response.status).toBe(400);
    expect((await findUserByEmail(server.database.db, me))?.roles).toEqual(['isUploader']);
    expect((await findUserByEmail(server.database.db, other))?.name).toBe('Someone Else');
  });

  it('is open to a guest and to a person whose only role is isDbbs', async () => {
    for (const email of [guest, noRoles]) {
      const own = await idTokenFor(email);
      const response = await call('PATCH', '/api/account', own, { language: 'es' });
      expect(response.status, email).toBe(200);
      expect(await response.json()).toMatchObject({ email, language: 'es' });
    }
  });

  it('answers 401 without a token', async () => {
    expect((await call('GET', '/api/account', undefined)).status).toBe(401);
    expect((await call('POST', '/api/account/sign-out-everywhere', undefined)).status).toBe(401);
  });

  it('sign out everywhere: every token issued before it is refused, a new sign-in works', async () => {
    const first = await idTokenFor(other);
    const second = await idTokenFor(other);
    expect((await call('GET', '/api/account', first)).status).toBe(200);
    // Revocation counts whole seconds: a token of the revoking second itself would still pass.
    const latest = Math.max(issuedAt(first), issuedAt(second));
    await waitFor(() => Math.floor(Date.now() / 1000) > latest, { message: 'the next second' });

    const revoke = await call('POST', '/api/account/sign-out-everywhere', first);
    expect(revoke.status).toBe(200);
    expect(await revoke.json()).toEqual({ revokedAt: expect.any(String) });

    for (const old of [first, second]) {
      expect((await call('GET', '/api/account', old)).status).toBe(401);
      expect((await call('POST', '/api/authuser', old, { uid: other })).status).toBe(401);
    }
    // Only that person's tokens: mine still work.
    expect((await call('GET', '/api/account', token)).status).toBe(200);

    // The provider refuses a new token in the revoking second too; the next one is fresh.
    const revokedAt = Math.floor(
      new Date((await identity.auth.getUserByEmail(other)).tokensValidAfterTime!).getTime() / 1000,
    );
    await waitFor(() => Math.floor(Date.now() / 1000) > revokedAt, { message: 'the second after revocation' });
    const fresh = await idTokenFor(other);
    expect((await call('GET', '/api/account', fresh)).status).toBe(200);

    const record = await findUserByEmail(server.database.db, other);
    const event = await server.database.db
      .selectFrom('audit_event')
      .select(['action', 'actor_email'])
      .where('entity_id', '=', record!.id)
      .where('action', '=', 'sign-out-everywhere')
      .executeTakeFirst();
    expect(event).toMatchObject({ actor_email: other });
  });
});
