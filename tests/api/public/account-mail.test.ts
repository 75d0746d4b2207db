/**
 * The mails of the ways in, sent by the server: a password reset and a sign-in link asked for by
 * a signed-out person, and the confirmation a new account asks for. The links are the Auth
 * Emulator's own (its action page checks the code), in the reader's language, returning to the
 * sign-in page. The answer is the same whether or not the email has an account, and requests are
 * counted per address and per email (429 with Retry-After).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createIdentity, identity, idTokenFor, TEST_PASSWORD, uniqueEmail } from '../../helpers/identity.js';
import { ENGINES, startTestServer, type TestServer } from '../../helpers/server.js';

const LIMITS = { perAddress: 12, perEmail: 2, windowSeconds: 60 };

describe.each(ENGINES)('the mails of the ways in on %s', (engine) => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer(engine, { edge: { rateLimits: { accountMail: LIMITS } } });
  });
  afterAll(async () => server?.close());

  const ask = (path: string, body: unknown, headers: Record<string, string> = {}) =>
    fetch(`${server.url}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: JSON.stringify(body),
    });
  const mailTo = (email: string) => server.mail.filter((mail) => mail.to === email);
  const linkIn = (text: string) => new URL(/(http:\/\/\S+)/.exec(text)?.[1] ?? 'http://none.invalid');

  it('mails a reset link that returns to the sign-in page, and the link sets the new password', async () => {
    const email = uniqueEmail('reset');
    await createIdentity(email);
    const answer = await ask('/api/public/password-reset', { email });
    expect(answer.status).toBe(200);
    expect(await answer.json()).toEqual({ accepted: true });
    const [mail] = mailTo(email);
    expect(mail?.subject).toBe('Reset your DBBS portal password');
    const link = linkIn(mail!.text);
    expect(link.searchParams.get('mode')).toBe('resetPassword');
    expect(link.searchParams.get('continueUrl')).toBe(`${server.url}/auth/login`);
    // The emulator's action page takes the new password as the provider's page would, then
    // sends the browser on to the sign-in page.
    const done = await fetch(`${link.toString()}&newPassword=Renewed-pass-9`, { redirect: 'manual' });
    expect(done.status).toBeLessThan(400);
    await expect(idTokenFor(email, 'Renewed-pass-9')).resolves.toMatch(/\./);
    await expect(idTokenFor(email, TEST_PASSWORD)).rejects.toThrow();
  });

  it('answers the same for an email with no account, and sends nothing', async () => {
    const email = uniqueEmail('nobody');
    const answer = await ask('/api/public/password-reset', { email });
    expect(answer.status).toBe(200);
    expect(await answer.json()).toEqual({ accepted: true });
    expect(mailTo(email)).toEqual([]);
  });

  it("mails a sign-in link in the reader's language", async () => {
    const email = uniqueEmail('link');
    const answer = await ask('/api/public/sign-in-link', { email }, { 'accept-language': 'es' });
    expect(answer.status).toBe(200);
    const [mail] = mailTo(email);
    expect(mail?.subject).toBe('Su enlace de acceso al portal DBBS');
    const link = linkIn(mail!.text);
    expect(link.searchParams.get('mode')).toBe('signIn');
    expect(link.searchParams.get('oobCode')).toBeTruthy();
  });

  it('refuses a malformed email with 400 and sends nothing', async () => {
    const before = server.mail.length;
    const answer = await ask('/api/public/sign-in-link', { email: 'not-an-email' });
    expect(answer.status).toBe(400);
    const extra = await ask('/api/public/sign-in-link', { email: uniqueEmail(), more: 1 });
    expect(extra.status).toBe(400);
    expect(server.mail.length).toBe(before);
  });

  it('counts requests per email, across the kinds of mail, and answers 429 with Retry-After', async () => {
    const email = uniqueEmail('flood');
    const other = uniqueEmail('other');
    expect((await ask('/api/public/sign-in-link', { email })).status).toBe(200);
    // The same inbox, written another way, is the same email.
    expect((await ask('/api/public/password-reset', { email: email.toUpperCase() })).status).toBe(200);
    const over = await ask('/api/public/sign-in-link', { email });
    expect(over.status).toBe(429);
    expect(Number(over.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(((await over.json()) as { message: string }).message).toMatch(/Too many requests/);
    expect(mailTo(email)).toHaveLength(1);
    // Another email from the same address is still served, until the address is over its limit.
    expect((await ask('/api/public/sign-in-link', { email: other })).status).toBe(200);
  });

  it("mails a new account's confirmation link to its own email only, and not once it is confirmed", async () => {
    const email = uniqueEmail('new');
    await identity.auth.createUser({ email, password: TEST_PASSWORD, emailVerified: false });
    const token = await idTokenFor(email);
    const answer = await fetch(`${server.url}/api/account/verification-mail`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(answer.status).toBe(200);
    const [mail] = mailTo(email);
    expect(linkIn(mail!.text).searchParams.get('mode')).toBe('verifyEmail');

    const confirmed = uniqueEmail('confirmed');
    await createIdentity(confirmed);
    const again = await fetch(`${server.url}/api/account/verification-mail`, {
      method: 'POST',
      headers: { authorization: `Bearer ${await idTokenFor(confirmed)}` },
    });
    expect(again.status).toBe(200);
    expect(mailTo(confirmed)).toEqual([]);
    expect((await fetch(`${server.url}/api/account/verification-mail`, { method: 'POST' })).status).toBe(401);
  });

  it('counts requests per address', async () => {
    let refused: Response | undefined;
    for (let i = 0; i < LIMITS.perAddress + 1 && !refused; i += 1) {
      const answer = await ask('/api/public/sign-in-link', { email: uniqueEmail('spread') });
      if (answer.status === 429) refused = answer;
      else expect(answer.status).toBe(200);
    }
    expect(refused?.status).toBe(429);
    expect(refused?.headers.get('retry-after')).toBeTruthy();
  });
});
