/**
 * Accounts made by signing in, on both engines, with real tokens from the Auth Emulator: a first
 * sign-in makes one guest record however many arrive at once; a token whose email is not
 * verified gets a guest's rights only; Google for an administrator-made account's email reaches
 * the same record. Each active administrator is mailed once of each sign-up, in their language.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ensureTenant, ensureUser, findUserByEmail } from '../../../src/server/db/users.js';
import { API_KEY, EMULATOR_HOST } from '../../helpers/env.js';
import { createIdentity, identity, idTokenFor, TEST_PASSWORD, uniqueEmail } from '../../helpers/identity.js';
import { ENGINES, startTestServer, type TestServer } from '../../helpers/server.js';
import { waitFor } from '../../helpers/wait-for.js';

/** A Google sign-in at the emulator, as its provider page would finish it; returns the ID token. */
async function googleTokenFor(email: string, name: string): Promise<string> {
  const claims = JSON.stringify({ sub: `google-${email}`, email, email_verified: true, name });
  const url = `http://${EMULATOR_HOST}/identitytoolkit.googleapis.com/v1/accounts:signInWithIdp?key=${API_KEY}`;
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      requestUri: 'http://localhost',
      postBody: `id_token=${encodeURIComponent(claims)}&providerId=google.com`,
      returnSecureToken: true,
      returnIdpCredential: true,
    }),
  });
  const body = (await response.json()) as { idToken?: string; error?: { message: string } };
  if (!body.idToken) throw new Error(`emulator Google sign-in failed for ${email}: ${body.error?.message}`);
  return body.idToken;
}

describe.each(ENGINES)('accounts made by signing in, on %s', (engine) => {
  let server: TestServer;
  const administrator = uniqueEmail('admin');
  beforeAll(async () => {
    server = await startTestServer(engine);
    await ensureUser(server.database.db, { email: administrator, name: 'Admin', roles: ['isDbAdmin'], tenantId: null });
    await server.database.db
      .updateTable('app_user')
      .set({ language: 'fr' })
      .where('email', '=', administrator)
      .execute();
  });
  afterAll(async () => server?.close());

  const call = (method: string, path: string, token: string, body?: unknown) =>
    fetch(`${server.url}${path}`, {
      method,
      headers: { authorization: `Bearer ${token}`, ...(body ? { 'content-type': 'application/json' } : {}) },
      body: body ? JSON.stringify(body) : undefined,
    });
  const signIn = (email: string, token: string) => call('POST', '/api/authuser', token, { uid: email });

  it('makes one guest record, with no tenant, under concurrent first sign-ins', async () => {
    const email = uniqueEmail('first');
    await createIdentity(email);
    const token = await idTokenFor(email);
    const answers = await Promise.all(Array.from({ length: 8 }, () => signIn(email, token)));
    expect(answers.map((answer) => answer.status)).toEqual(Array(8).fill(200));
    const users = await Promise.all(answers.map((answer) => answer.json()));
    expect(new Set(users.map((user) => user.id)).size).toBe(1);
    expect(users[0]).toMatchObject({ email, roles: ['isGuest'], tenantId: null, active: true });
    const rows = await server.database.db.selectFrom('app_user').select('id').where('email', '=', email).execute();
    expect(rows).toHaveLength(1);
    const signUps = await server.database.db
      .selectFrom('audit_event')
      .select(['actor_id', 'entity'])
      .where('entity_id', '=', rows[0]!.id)
      .where('action', '=', 'sign-up')
      .execute();
    expect(signUps).toEqual([{ actor_id: rows[0]!.id, entity: 'user' }]);

    // The administrator is told once, in French, with the way to the user accounts screen.
    const told = () => server.mail.filter((mail) => mail.to === administrator && mail.subject.includes(email));
    await waitFor(() => told().length > 0, { timeout: 15_000, message: "the administrator's mail" });
    expect(told()).toHaveLength(1);
    expect(told()[0]!.subject).toBe(`Nouvelle inscription : ${email}`);
    expect(told()[0]!.text).toContain(`${server.url}/dbbs/ad/useraccounts`);

    // A later sign-in finds the same record and records nothing more.
    const again = await signIn(email, token);
    expect((await again.json()).id).toBe(users[0].id);
    expect(told()).toHaveLength(1);
  });

  it('gives a token whose email is not verified a guest’s rights only, whatever is granted', async () => {
    const email = uniqueEmail('unverified');
    const tenantId = await ensureTenant(server.database.db, 'Unverified Tenant');
    await ensureUser(server.database.db, { email, name: 'Granted', roles: ['isDbAdmin', 'isClientHq'], tenantId });
    const { uid } = await identity.auth.createUser({ email, password: TEST_PASSWORD, emailVerified: false });
    const token = await idTokenFor(email);

    const answer = await signIn(email, token);
    expect(answer.status).toBe(200);
    expect(await answer.json()).toMatchObject({ email, roles: ['isGuest'], tenantId: null });
    expect((await call('GET', '/api/admin/summary', token)).status).toBe(403);
    // The record keeps what the administrator granted.
    expect((await findUserByEmail(server.database.db, email))?.roles).toEqual(['isDbAdmin', 'isClientHq']);

    // Once verified, a new token carries the grant.
    await identity.auth.updateUser(uid, { emailVerified: true });
    const verified = await idTokenFor(email);
    expect((await (await signIn(email, verified)).json()).roles).toEqual(['isDbAdmin', 'isClientHq']);
    expect((await call('GET', '/api/admin/summary', verified)).status).toBe(200);
  });

  it('reaches the administrator-made record when the person signs in with Google for its email', async () => {
    const email = uniqueEmail('made');
    const tenantId = await ensureTenant(server.database.db, 'Made Tenant');
    const made = await ensureUser(server.database.db, { email, name: 'Made', roles: ['isUploader'], tenantId });
    await createIdentity(email);
    const token = await googleTokenFor(email, 'Made By Google');
    const answer = await signIn(email, token);
    expect(answer.status).toBe(200);
    expect(await answer.json()).toMatchObject({ id: made.id, name: 'Made', roles: ['isUploader'], tenantId });
    const rows = await server.database.db.selectFrom('app_user').select('id').where('email', '=', email).execute();
    expect(rows).toHaveLength(1);
  });

  it('names a guest who came by Google with the name Google gave', async () => {
    const email = uniqueEmail('google');
    const answer = await signIn(email, await googleTokenFor(email, 'Ada Google'));
    expect(await answer.json()).toMatchObject({ email, name: 'Ada Google', roles: ['isGuest'] });
  });
});
