/**
 * Google sign-in end to end in Chromium against the Auth Emulator: by popup with a new email,
 * by redirect when the popup is blocked, an administrator-made password account reaching its own
 * record, a popup closed without choosing, linking and unlinking Google on My account, and a
 * Google-only account adding email sign-in there by a mailed link, which then signs it in.
 *
 * The emulator's Google page is real: the test adds an account on it as a person would. Only
 * Google's script loader is replaced (see tests/helpers/google-frame-stand-in.ts), because
 * Firebase hears the popup through a helper frame built with it and these machines have no
 * internet.
 */
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ensureUser, findUserByEmail } from '../../src/server/db/users.js';
import { signIn, startBrowserWorld, type BrowserWorld } from '../helpers/browser.js';
import { readLocale } from '../helpers/e2e-support.js';
import { emailTo } from '../helpers/emulator-mail.js';
import { installGoogleFrameStandIn } from '../helpers/google-frame-stand-in.js';
import { createIdentity, identity, TEST_PASSWORD, uniqueEmail } from '../helpers/identity.js';
import { expectSameAccount } from '../helpers/same-account.js';

const frAuth = readLocale('fr', 'auth') as { errors: { popupClosed: string } };
const enAccount = readLocale('en', 'account') as {
  methods: { linked: string; unlinked: string; emailLinkSent: string; emailAdded: string };
  errors: { alreadyLinked: string };
  password: { neverSet: string };
};

const landedOn = (page: Page, path: string) => page.waitForURL((url) => url.pathname === path, { timeout: 20_000 });

/** On the emulator's Google page, adds a new account with this email and name. */
async function addGoogleAccount(widget: Page, email: string, name: string): Promise<void> {
  await widget.locator('#add-account-button button').click();
  await widget.locator('#email-input').fill(email);
  await widget.locator('#display-name-input').fill(name);
  await widget.locator('#sign-in').click();
}

describe('Google sign-in, in Chromium', () => {
  let world: BrowserWorld;
  const contexts: BrowserContext[] = [];
  const open = async (locale = 'en-US') => {
    const context = await world.browser.newContext({ baseURL: world.server.url, locale });
    contexts.push(context);
    await installGoogleFrameStandIn(context);
    const page = await context.newPage();
    page.on('pageerror', (error) => console.error(`[page error] ${error.message}`));
    return { context, page };
  };
  /** Clicks "Sign in with Google" and answers on the emulator's Google page in its popup. */
  const googleByPopup = async (context: BrowserContext, page: Page, email: string, name: string) => {
    const popup = context.waitForEvent('page');
    await page.getByTestId('google-sign-in').click();
    const widget = await popup;
    await addGoogleAccount(widget, email, name);
    await widget.waitForEvent('close');
  };
  const providersOf = async (email: string) =>
    (await identity.auth.getUserByEmail(email)).providerData.map((info) => info.providerId).sort();
  beforeAll(async () => {
    world = await startBrowserWorld();
  });
  afterAll(async () => {
    for (const context of contexts) await context.close().catch(() => undefined);
    await world?.close();
  });

  it('signs a new email in by popup, as a guest', async () => {
    const email = uniqueEmail('google');
    const { context, page } = await open();
    await page.goto('/auth/login');
    await googleByPopup(context, page, email, 'Gia Popup');
    await landedOn(page, '/client/guest');

    expect(await providersOf(email)).toEqual(['google.com']);
    expect(await findUserByEmail(world.server.database.db, email)).toMatchObject({
      roles: ['isGuest'],
      tenantId: null,
    });
  });

  it('falls back to a redirect when the popup is blocked, and comes back signed in', async () => {
    const email = uniqueEmail('redirect');
    const { context, page } = await open();
    // What the SDK sees under a popup blocker: window.open answers null (auth/popup-blocked).
    await context.addInitScript(() => {
      window.open = () => null;
    });
    await page.goto('/auth/login');
    await page.getByTestId('google-sign-in').click();
    await page.waitForURL((url) => url.pathname === '/emulator/auth/handler', { timeout: 20_000 });
    expect(new URL(page.url()).searchParams.get('authType')).toBe('signInViaRedirect');
    await addGoogleAccount(page, email, 'Rui Redirect');
    await landedOn(page, '/client/guest');

    expect(await providersOf(email)).toEqual(['google.com']);
    expect(await findUserByEmail(world.server.database.db, email)).toMatchObject({ roles: ['isGuest'] });
  });

  it('brings an administrator-made password account to its own record and roles with Google', async () => {
    const email = uniqueEmail('made-google');
    const uid = await createIdentity(email);
    const made = await ensureUser(world.server.database.db, { email, name: 'Made', roles: ['isDbs'], tenantId: null });
    const { context, page } = await open();
    await page.goto('/auth/login');
    // The email is verified and Google vouches for it, so the provider adds Google to the same
    // account rather than answering auth/account-exists-with-different-credential.
    await googleByPopup(context, page, email, 'Made Person');
    await landedOn(page, '/dbbs/dbs');

    expect(await providersOf(email)).toEqual(['google.com', 'password']);
    await expectSameAccount(world, open, { email, uid, recordId: made.id, roles: ['isDbs'], landing: '/dbbs/dbs' });
  });

  it('returns quietly to the sign-in page, in the page’s language, when the popup is closed', async () => {
    const { context, page } = await open('fr-FR');
    await page.goto('/auth/login');
    const popup = context.waitForEvent('page');
    await page.getByTestId('google-sign-in').click();
    const widget = await popup;
    await widget.locator('#add-account-button').waitFor();
    await widget.close();

    const notice = page.getByTestId('sign-in-notice');
    await notice.waitFor({ timeout: 20_000 });
    expect((await notice.textContent())?.trim()).toBe(frAuth.errors.popupClosed);
    expect(await notice.getAttribute('class')).toContain('ant-alert-info');
    expect(new URL(page.url()).pathname).toBe('/auth/login');
    expect(await page.getByTestId('login-submit').isEnabled()).toBe(true);
  });

  it('links Google on My account by popup, then unlinks it', async () => {
    const email = uniqueEmail('linker');
    await createIdentity(email);
    await ensureUser(world.server.database.db, { email, name: 'Lin Ker', roles: ['isGuest'], tenantId: null });
    const { context, page } = await open();
    await signIn(page, email, TEST_PASSWORD);
    await landedOn(page, '/client/guest');
    await page.goto('/account');
    await page.getByTestId('account-method-password').waitFor();
    expect(await page.getByTestId('account-method-google.com').count()).toBe(0);

    const popup = context.waitForEvent('page');
    await page.getByTestId('account-link-google').click();
    const widget = await popup;
    await addGoogleAccount(widget, email, 'Lin Ker');
    await page.getByTestId('account-method-google.com').waitFor({ timeout: 20_000 });
    expect((await page.getByTestId('account-methods-notice').textContent())?.trim()).toBe(enAccount.methods.linked);
    expect(await providersOf(email)).toEqual(['google.com', 'password']);
    expect(await page.getByTestId('account-link-google').count()).toBe(0);

    await page.getByTestId('account-unlink-google.com').click();
    await page.locator('.ant-popconfirm-buttons .ant-btn-primary').click();
    await page.getByTestId('account-method-google.com').waitFor({ state: 'detached' });
    expect((await page.getByTestId('account-methods-notice').textContent())?.trim()).toBe(enAccount.methods.unlinked);
    expect(await providersOf(email)).toEqual(['password']);
    await page.getByTestId('account-link-google').waitFor();
  });

  it('adds email sign-in to a Google-only account by a mailed link, which then signs it in', async () => {
    const email = uniqueEmail('google-only');
    const { context, page } = await open();
    await page.goto('/auth/login');
    await googleByPopup(context, page, email, 'Go Only');
    await landedOn(page, '/client/guest');
    const { uid } = await identity.auth.getUserByEmail(email);

    await page.goto('/account');
    await page.getByTestId('account-method-google.com').waitFor();
    expect(await page.getByTestId('account-method-password').count()).toBe(0);
    await page.getByTestId('account-add-email').click();
    const notice = page.getByTestId('account-methods-notice');
    await expect.poll(() => notice.getAttribute('data-notice')).toBe('methods.emailLinkSent');
    expect((await notice.textContent())?.trim()).toBe(enAccount.methods.emailLinkSent.replace('{{email}}', email));

    // The link returns to My account, where opening it adds the email to this account.
    const added = await emailTo(email, 'EMAIL_SIGNIN');
    expect(new URL(added.oobLink).searchParams.get('continueUrl')).toBe(`${world.server.url}/account`);
    await page.goto(added.oobLink);
    await page.getByTestId('account-method-password').waitFor({ timeout: 20_000 });
    await expect.poll(() => notice.getAttribute('data-notice')).toBe('methods.emailAdded');
    expect((await notice.textContent())?.trim()).toBe(enAccount.methods.emailAdded.replace('{{email}}', email));
    await page.waitForURL((url) => url.pathname === '/account' && url.search === '');
    expect(await page.getByTestId('account-add-email').count()).toBe(0);
    expect(await providersOf(email)).toEqual(['google.com', 'password']);
    // The password card now shows, with the way to set a first password (the reset email).
    expect((await page.getByTestId('account-password-never-set').textContent())?.trim()).toBe(
      enAccount.password.neverSet,
    );

    // The link opened again is refused (email sign-in is already there) and changes nothing.
    await page.goto(added.oobLink);
    await expect.poll(() => notice.getAttribute('data-code'), { timeout: 20_000 }).toBe('auth/provider-already-linked');
    expect((await notice.textContent())?.trim()).toBe(enAccount.errors.alreadyLinked);
    expect(await providersOf(email)).toEqual(['google.com', 'password']);

    // Signed out, a link to the same email signs in to the same account and record.
    await page.getByTestId('sign-out').click();
    await page.waitForURL('**/auth/login');
    await page.getByTestId('email-link').click();
    await page.getByTestId('login-email').fill(email);
    await page.getByTestId('login-submit').click();
    await page.getByTestId('sign-in-notice').waitFor();
    await page.goto((await emailTo(email, 'EMAIL_SIGNIN', [added.oobLink])).oobLink);
    await landedOn(page, '/client/guest');
    expect((await identity.auth.getUserByEmail(email)).uid).toBe(uid);
    const records = await world.server.database.db
      .selectFrom('app_user')
      .select('id')
      .where('email', '=', email)
      .execute();
    expect(records).toHaveLength(1);
  });
});
