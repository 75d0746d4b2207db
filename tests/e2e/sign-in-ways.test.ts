/**
 * Every way in, end to end in Chromium against the Auth Emulator: a reset email then the new
 * password, a sign-in link in the same browser and in a fresh one that asks for the email, and
 * an account of one's own that lands on the guest page, then gets its roles on a reload once
 * verified and granted, and an administrator-made password account that signs in by a link:
 * the same account and the same record, its roles kept, its password still good. Each test uses fresh emails: the demo accounts other files sign in with
 * are never changed.
 *
 * Google sign-in (popup, redirect, linking) has its own file, google-sign-in.test.ts.
 */
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ensureUser, findUserByEmail } from '../../src/server/db/users.js';
import { newPage, signIn, startBrowserWorld, type BrowserWorld } from '../helpers/browser.js';
import { emailTo } from '../helpers/emulator-mail.js';
import { createIdentity, identity, uniqueEmail } from '../helpers/identity.js';
import { expectSameAccount } from '../helpers/same-account.js';

/** Asks the sign-in page for a sign-in link to the email, and waits for its word that it is sent. */
async function askForLink(page: Page, email: string): Promise<void> {
  await page.goto('/auth/login');
  await page.getByTestId('email-link').click();
  await page.getByTestId('login-email').fill(email);
  await page.getByTestId('login-submit').click();
  await page.getByTestId('sign-in-notice').waitFor();
}

const landedOn = (page: Page, path: string) => page.waitForURL((url) => url.pathname === path, { timeout: 20_000 });

describe('every way in, in Chromium', () => {
  let world: BrowserWorld;
  const contexts: BrowserContext[] = [];
  const open = async () => {
    const opened = await newPage(world);
    contexts.push(opened.context);
    return opened;
  };
  beforeAll(async () => {
    world = await startBrowserWorld();
  });
  afterAll(async () => {
    for (const context of contexts) await context.close().catch(() => undefined);
    await world?.close();
  });

  it('resets a forgotten password, then signs in with the new one', async () => {
    const email = uniqueEmail('reset');
    await createIdentity(email);
    const { page } = await open();
    await page.goto('/auth/login');
    await page.getByTestId('forgot-password').click();
    await page.getByTestId('login-email').fill(email);
    await page.getByTestId('login-submit').click();
    const notice = page.getByTestId('sign-in-notice');
    await notice.waitFor();
    const sent = await notice.textContent();
    expect(sent).toMatch(/If an account uses this email/);

    // An address with no account reads exactly the same.
    await page.getByTestId('login-email').fill(uniqueEmail('nobody'));
    await page.getByTestId('login-submit').click();
    await page.getByTestId('sign-in-notice').waitFor();
    expect(await page.getByTestId('sign-in-notice').textContent()).toBe(sent);

    // The provider's page sets the new password (the emulator takes it in the link).
    const reset = await emailTo(email, 'PASSWORD_RESET');
    const answer = await fetch(`${reset.oobLink}&newPassword=${encodeURIComponent('Renewed-pass-7')}`);
    expect(answer.status).toBe(200);

    await signIn(page, email, 'Renewed-pass-7');
    await landedOn(page, '/client/guest');
  });

  it('signs in with a link opened in the same browser', async () => {
    const email = uniqueEmail('link');
    const { page } = await open();
    await askForLink(page, email);
    expect(await page.getByTestId('sign-in-notice').textContent()).toMatch(/sign-in link is on its way/);

    const link = await emailTo(email, 'EMAIL_SIGNIN');
    await page.goto(link.oobLink);
    await landedOn(page, '/client/guest');
    expect(await findUserByEmail(world.server.database.db, email)).toMatchObject({
      roles: ['isGuest'],
      tenantId: null,
    });
  });

  it('signs an administrator-made password account in by a link: one account, one record, its roles kept', async () => {
    const email = uniqueEmail('made');
    const uid = await createIdentity(email);
    const made = await ensureUser(world.server.database.db, { email, name: 'Made', roles: ['isDbs'], tenantId: null });
    const { page } = await open();
    await askForLink(page, email);
    await page.goto((await emailTo(email, 'EMAIL_SIGNIN')).oobLink);
    await landedOn(page, '/dbbs/dbs');

    await expectSameAccount(world, open, { email, uid, recordId: made.id, roles: ['isDbs'], landing: '/dbbs/dbs' });
  });

  it('asks for the email when the link is opened in another browser', async () => {
    const email = uniqueEmail('elsewhere');
    const asking = await open();
    await askForLink(asking.page, email);
    const link = await emailTo(email, 'EMAIL_SIGNIN');

    const { page } = await open();
    await page.goto(link.oobLink);
    await page.locator('[data-testid="login-card"][data-mode="linkConfirm"]').waitFor();
    expect(await page.locator('#login-title').textContent()).toBe('Confirm your email');
    await page.getByTestId('login-email').fill(email);
    await page.getByTestId('login-submit').click();
    await landedOn(page, '/client/guest');
  });

  it('creates an account that lands on the guest page, with a verification email', async () => {
    const email = uniqueEmail('signup');
    const { page } = await open();
    await page.goto('/auth/login');
    await page.getByTestId('create-account').click();
    await page.getByTestId('login-email').fill(email);
    await page.getByTestId('login-password').fill('Own-pass-42');
    await page.getByTestId('login-submit').click();
    await landedOn(page, '/client/guest');
    await emailTo(email, 'VERIFY_EMAIL');
    const account = await identity.auth.getUserByEmail(email);
    expect(account.emailVerified).toBe(false);
    expect(await findUserByEmail(world.server.database.db, email)).toMatchObject({
      roles: ['isGuest'],
      tenantId: null,
    });

    // Granted while unverified, the person stays a guest.
    const grant = () =>
      world.server.database.db
        .updateTable('app_user')
        .set({ roles: JSON.stringify(['isDbs']) })
        .where('email', '=', email)
        .execute();
    await grant();
    await page.reload();
    await page.getByTestId('page-title').waitFor();
    expect(new URL(page.url()).pathname).toBe('/client/guest');

    // Once the verification link is followed, the next page load has the roles, with no sign-out.
    const verification = await emailTo(email, 'VERIFY_EMAIL');
    expect((await fetch(verification.oobLink)).status).toBe(200);
    await page.reload();
    await landedOn(page, '/dbbs/dbs');
  });

  it('offers only the ways in the setup screen chose', async () => {
    const choose = (methods: string[] | null) =>
      world.server.database.db
        .updateTable('setting')
        .set({ value: JSON.stringify(methods) })
        .where('id', '=', 'signInMethods')
        .execute();
    await choose(['link']);
    try {
      const { page } = await open();
      await page.goto('/auth/login');
      await page.getByTestId('forgot-password').waitFor({ state: 'detached' });
      await page.getByTestId('email-link').waitFor();
      expect(await page.getByTestId('google-sign-in').count()).toBe(0);
      expect(await page.getByTestId('create-account').count()).toBe(0);
      expect(await page.getByTestId('login-password').isVisible()).toBe(true);
    } finally {
      await choose(null);
    }
  });
});
