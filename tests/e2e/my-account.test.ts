/**
 * My account in Chromium, with a fresh account made in the Auth Emulator (never a demo account's
 * password): the header opens the page; name and language are saved; the password is changed
 * after a wrong current password and after a new one that breaks the policy, then rightly, and the
 * new one signs in; sign out everywhere ends another browser's session too.
 *
 * The emulator has no password policy (its passwordPolicy endpoint answers 501 "not implemented"),
 * so each context here is answered the policy a project would set (10 characters, upper, lower,
 * digit, symbol) at that one endpoint; everything else is the real emulator and server. Nor does
 * the emulator enforce a policy: the provider's refusal of a password (after a policy change the
 * browser had not read yet) is answered at the password update alone, in the last test.
 */
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ensureUser } from '../../src/server/db/users.js';
import { newPage, signIn, startBrowserWorld, type BrowserWorld } from '../helpers/browser.js';
import { axeFindings, waitForQuiet } from '../helpers/a11y.js';
import { readLocale } from '../helpers/e2e-support.js';
import { createIdentity, idTokenFor, uniqueEmail } from '../helpers/identity.js';
import { waitFor } from '../helpers/wait-for.js';

const FIRST_PASSWORD = 'First-pass-1!x';
const NEW_PASSWORD = 'Brand-new-pass-2!';
const POLICY = {
  customStrengthOptions: {
    minPasswordLength: 10,
    maxPasswordLength: 64,
    containsLowercaseCharacter: true,
    containsUppercaseCharacter: true,
    containsNumericCharacter: true,
    containsNonAlphanumericCharacter: true,
  },
  allowedNonAlphanumericCharacters: ['!', '-', '_', '#', '$', '%'],
  enforcementState: 'ENFORCE',
  forceUpgradeOnSignin: false,
  schemaVersion: 1,
};

const en = readLocale('en', 'account') as {
  errors: Record<string, string>;
  password: { changed: string };
  profile: { title: string };
};
const es = readLocale('es', 'account') as { profile: { title: string } };

async function withPolicy(context: BrowserContext): Promise<void> {
  await context.route('**/v2/passwordPolicy**', (route) => route.fulfill({ json: POLICY }));
}

/** The second the browser's current ID token was issued at. */
async function tokenIssuedAt(page: Page): Promise<number> {
  const token = await page.evaluate(() => {
    const key = Object.keys(localStorage).find((name) => name.startsWith('firebase:authUser:'));
    const stored = key
      ? (JSON.parse(localStorage.getItem(key) ?? '{}') as { stsTokenManager?: { accessToken?: string } })
      : {};
    return stored.stsTokenManager?.accessToken ?? '';
  });
  const payload = JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString()) as { iat: number };
  return payload.iat;
}

const languageSelect = (page: Page) => page.getByTestId('account-profile').locator('.ant-select-selector');

const ruleMet = (page: Page, rule: string) => page.getByTestId(`rule-${rule}`).getAttribute('data-met');

describe('My account in Chromium', () => {
  let world: BrowserWorld;
  let context: BrowserContext;
  let page: Page;
  const email = uniqueEmail('account');

  beforeAll(async () => {
    world = await startBrowserWorld();
    await ensureUser(world.server.database.db, { email, name: 'Fresh Person', roles: ['isGuest'], tenantId: null });
    await createIdentity(email, FIRST_PASSWORD);
    ({ context, page } = await newPage(world));
    await withPolicy(context);
    await signIn(page, email, FIRST_PASSWORD);
    await page.waitForURL((url) => url.pathname === '/client/guest', { timeout: 20_000 });
  });
  afterAll(async () => {
    await context?.close();
    await world?.close();
  });

  it('opens from the header’s user menu', async () => {
    await page.getByTestId('my-account-link').click();
    await page.waitForURL((url) => url.pathname === '/account');
    await page.getByTestId('my-account').waitFor();
    expect((await page.getByTestId('page-title').textContent())?.trim()).toBe('My account');
    await expect.poll(() => page.getByTestId('account-name').inputValue()).toBe('Fresh Person');
    expect(await page.getByTestId('account-email').inputValue()).toBe(email);
    // The only method, email and password, cannot be unlinked.
    await page.getByTestId('account-method-password').waitFor();
    expect(await page.getByTestId('account-method-last').count()).toBe(1);
    expect(await page.getByTestId('account-unlink-password').count()).toBe(0);
  });

  it('passes axe in the light and the dark theme', async () => {
    for (const theme of ['light', 'dark'] as const) {
      const current = await page.evaluate(() => document.documentElement.dataset.theme ?? 'light');
      if (current !== theme) await page.getByTestId('theme-switch').first().click();
      await page.waitForFunction((want) => document.documentElement.dataset.theme === want, theme);
      await waitForQuiet(page);
      expect(await axeFindings(page, `/account ${theme}`)).toEqual([]);
    }
  });

  it('saves the name and the language, and the header and texts follow', async () => {
    await page.getByTestId('account-name').fill('Renamed Person');
    await languageSelect(page).click();
    await page.locator('.ant-select-item-option[title="Español"]').click();
    await page.getByTestId('account-profile-save').click();
    await expect
      .poll(() => page.getByTestId('account-profile').locator('.ant-card-head-title').textContent())
      .toBe(es.profile.title);
    expect((await page.getByTestId('header-user-name').textContent())?.trim()).toBe('Renamed Person');
    const stored = await world.server.database.db
      .selectFrom('app_user')
      .select(['name', 'language'])
      .where('email', '=', email)
      .executeTakeFirstOrThrow();
    expect(stored).toEqual({ name: 'Renamed Person', language: 'es' });

    // Back to English for the rest of the journey.
    await languageSelect(page).click();
    await page.locator('.ant-select-item-option[title="English"]').click();
    await page.getByTestId('account-profile-save').click();
    await expect
      .poll(() => page.getByTestId('account-profile').locator('.ant-card-head-title').textContent())
      .toBe(en.profile.title);
  });

  it('refuses a wrong current password with its message', async () => {
    await page.getByTestId('account-current-password').fill('Not-the-pass-9!');
    await page.getByTestId('account-new-password').fill(NEW_PASSWORD);
    await page.getByTestId('account-confirm-password').fill(NEW_PASSWORD);
    await page.getByTestId('account-password-save').click();
    const error = page.getByTestId('account-password-error');
    await error.waitFor();
    expect(await error.getAttribute('data-error')).toBe('wrongPassword');
    expect((await error.textContent())?.trim()).toBe(en.errors.wrongPassword);
  });

  it('checks the new password live against the policy and shows the rules it breaks', async () => {
    await page.getByTestId('account-current-password').fill(FIRST_PASSWORD);
    await page.getByTestId('account-new-password').fill('short1');
    await page.getByTestId('account-password-rules').waitFor();
    await expect.poll(() => ruleMet(page, 'minLength')).toBe('false');
    expect(await ruleMet(page, 'uppercase')).toBe('false');
    expect(await ruleMet(page, 'nonAlphanumeric')).toBe('false');
    expect(await ruleMet(page, 'lowercase')).toBe('true');
    expect(await ruleMet(page, 'numeric')).toBe('true');
    await page.getByTestId('account-confirm-password').fill('short1');
    await page.getByTestId('account-password-save').click();
    await expect
      .poll(() => page.getByTestId('account-password-error').getAttribute('data-error'))
      .toBe('passwordPolicy');
    // The old password still signs in: nothing was changed.
    await expect(idTokenFor(email, FIRST_PASSWORD)).resolves.toEqual(expect.any(String));
  });

  it('changes the password rightly, and the new one signs in', async () => {
    await page.getByTestId('account-current-password').fill(FIRST_PASSWORD);
    await page.getByTestId('account-new-password').fill(NEW_PASSWORD);
    for (const rule of ['minLength', 'maxLength', 'lowercase', 'uppercase', 'numeric', 'nonAlphanumeric'])
      await expect.poll(() => ruleMet(page, rule), { message: rule }).toBe('true');
    await page.getByTestId('account-confirm-password').fill(NEW_PASSWORD);
    await page.getByTestId('account-password-save').click();
    const changed = page.getByTestId('account-password-changed');
    await changed.waitFor();
    expect((await changed.textContent())?.trim()).toBe(en.password.changed);
    await expect(idTokenFor(email, FIRST_PASSWORD)).rejects.toThrow();

    await page.getByTestId('sign-out').click();
    await page.waitForURL('**/auth/login');
    await signIn(page, email, NEW_PASSWORD);
    await page.waitForURL((url) => url.pathname === '/client/guest', { timeout: 20_000 });
  });

  it('signs in elsewhere in the chosen language; sign out everywhere ends both sessions', async () => {
    // The language chosen on My account (French here) opens the portal on a sign-in elsewhere.
    await world.server.database.db.updateTable('app_user').set({ language: 'fr' }).where('email', '=', email).execute();
    const other = await newPage(world);
    try {
      await signIn(other.page, email, NEW_PASSWORD);
      await other.page.waitForURL((url) => url.pathname === '/client/guest', { timeout: 20_000 });
      await other.page.waitForFunction(() => document.documentElement.lang === 'fr');
      // Revocation counts whole seconds: a token of the revoking second itself would still pass.
      const issued = Math.max(await tokenIssuedAt(other.page), await tokenIssuedAt(page));
      await waitFor(() => Math.floor(Date.now() / 1000) > issued, { message: 'the second after sign-in' });

      await page.goto('/account');
      await page.getByTestId('account-sign-out-everywhere').click();
      await page.locator('.ant-popconfirm-buttons .ant-btn-primary').click();
      await page.waitForURL('**/auth/login', { timeout: 20_000 });

      // The other browser's token is refused on its next load: it is sent to the sign-in page.
      await other.page.reload();
      await other.page.waitForURL('**/auth/login', { timeout: 20_000 });
      await other.page.getByTestId('login-card').waitFor();
    } finally {
      await other.context.close();
    }
  });

  it('after the provider refuses the new password, reads its policy again and shows the failed rules', async () => {
    const later = uniqueEmail('policy');
    await ensureUser(world.server.database.db, {
      email: later,
      name: 'Policy Person',
      roles: ['isGuest'],
      tenantId: null,
    });
    await createIdentity(later, FIRST_PASSWORD);
    const fresh = await newPage(world);
    try {
      // The policy the browser reads first asks only for 6 characters; the provider has since
      // been set to the stricter one, and refuses the update as it would.
      let policy: object = {
        ...POLICY,
        customStrengthOptions: { minPasswordLength: 6 },
        allowedNonAlphanumericCharacters: [],
      };
      await fresh.context.route('**/v2/passwordPolicy**', (route) => route.fulfill({ json: policy }));
      await fresh.context.route('**/v1/accounts:update**', (route) => {
        policy = POLICY;
        return route.fulfill({
          status: 400,
          json: {
            error: {
              code: 400,
              message:
                'PASSWORD_DOES_NOT_MEET_REQUIREMENTS : Missing password requirements: [Password must contain an upper case character]',
            },
          },
        });
      });
      await signIn(fresh.page, later, FIRST_PASSWORD);
      await fresh.page.waitForURL((url) => url.pathname === '/client/guest', { timeout: 20_000 });
      await fresh.page.goto('/account');
      await fresh.page.getByTestId('account-current-password').fill(FIRST_PASSWORD);
      await fresh.page.getByTestId('account-new-password').fill('simple');
      await expect.poll(() => ruleMet(fresh.page, 'minLength')).toBe('true');
      expect(await fresh.page.getByTestId('rule-uppercase').count()).toBe(0);
      await fresh.page.getByTestId('account-confirm-password').fill('simple');
      await fresh.page.getByTestId('account-password-save').click();

      const error = fresh.page.getByTestId('account-password-error');
      await expect.poll(() => error.getAttribute('data-error')).toBe('passwordPolicy');
      expect((await error.textContent())?.trim()).toBe(en.errors.passwordPolicy);
      await expect.poll(() => ruleMet(fresh.page, 'uppercase')).toBe('false');
      expect(await ruleMet(fresh.page, 'minLength')).toBe('false');
      expect(await ruleMet(fresh.page, 'lowercase')).toBe('true');
      await expect(idTokenFor(later, FIRST_PASSWORD)).resolves.toEqual(expect.any(String));
    } finally {
      await fresh.context.close();
    }
  });
});
