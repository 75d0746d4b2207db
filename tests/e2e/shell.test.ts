/**
 * The app shell in Chromium: the theme and the language survive a reload (cookies), the header's
 * display title follows SPEC section 3's precedence, the menu folds into a drawer on small
 * screens, and an edit of the policy file takes effect in the running app without a restart.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../../src/common/demo-accounts.js';
import { startBrowserWorld, type BrowserWorld } from '../helpers/browser.js';
import {
  englishTitle,
  expectTitle,
  gotoExpectingRedirect,
  pathnameOf,
  readLocale,
  signInAs,
  visit,
  waitForSettled,
} from '../helpers/e2e-support.js';
import { idTokenFor } from '../helpers/identity.js';
import { waitFor } from '../helpers/wait-for.js';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Waits until the check passes (tests/helpers/wait-for.ts); the caller asserts afterwards. */
const until = (check: () => Promise<boolean> | boolean) => waitFor(check, { timeout: 10_000, interval: 100 });

async function cookie(context: BrowserContext, name: string) {
  return (await context.cookies()).find((entry) => entry.name === name);
}

/** Luminance-ish sum of an element's computed background colour (0 black … 765 white). */
async function backgroundSum(page: Page, selector: string): Promise<number> {
  const colour = await page
    .locator(selector)
    .first()
    .evaluate((element) => getComputedStyle(element).backgroundColor);
  const [r = 0, g = 0, b = 0] = (colour.match(/\d+(\.\d+)?/g) ?? []).map(Number);
  return r + g + b;
}

/**
 * Picks a language from the header's language-select (an antd Dropdown whose items carry
 * data-testid language-option-<code>, or an antd Select), retrying the opening click, which a
 * busy machine can swallow.
 */
async function chooseLanguage(page: Page, code: string, label: string): Promise<void> {
  const option = page
    .getByTestId(`language-option-${code}`)
    .or(page.locator('.ant-select-dropdown .ant-select-item-option').filter({ hasText: label }))
    .first();
  await waitFor(
    async () => {
      await page.getByTestId('language-select').click();
      return option.waitFor({ state: 'visible', timeout: 5_000 }).then(
        () => true,
        () => false,
      );
    },
    { timeout: 15_000, interval: 0, message: 'the language options to open' },
  );
  await option.click();
}

describe('the app shell in Chromium', () => {
  const policyDir = fs.mkdtempSync(path.join(os.tmpdir(), 'dbbs-policy-'));
  const policyFile = path.join(policyDir, 'policy.csv');
  const original = fs.readFileSync(path.resolve('policies/policy.csv'), 'utf8');
  let world: BrowserWorld;

  beforeAll(async () => {
    fs.writeFileSync(policyFile, original);
    world = await startBrowserWorld({ policyFile });
  });
  afterAll(async () => {
    await world?.close();
    fs.rmSync(policyDir, { recursive: true, force: true });
  });

  describe('theme', () => {
    let context: BrowserContext;
    let page: Page;
    beforeAll(async () => {
      ({ context, page } = await signInAs(world, 'admin@demo.dbbs.test', '/dbbs/admin'));
    });
    afterAll(async () => context?.close());

    it('is light by default, switches to dark and stays dark after a reload', async () => {
      const themeSwitch = page.getByTestId('theme-switch');
      expect(await themeSwitch.getAttribute('aria-checked')).toBe('false');
      expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBe('light');
      expect((await cookie(context, 'theme'))?.value ?? 'light').toBe('light');
      expect(await backgroundSum(page, '.ant-layout-header')).toBeGreaterThan(600);

      await themeSwitch.click();
      await until(async () => (await cookie(context, 'theme'))?.value === 'dark');
      expect((await cookie(context, 'theme'))?.value).toBe('dark');
      expect(await themeSwitch.getAttribute('aria-checked')).toBe('true');

      await page.reload();
      await waitForSettled(page);
      expect(pathnameOf(page)).toBe('/dbbs/admin');
      expect((await cookie(context, 'theme'))?.value).toBe('dark');
      expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBe('dark');
      expect(await page.getByTestId('theme-switch').getAttribute('aria-checked')).toBe('true');
      // antd's dark algorithm is in force, not only the flag: the header is dark.
      expect(await backgroundSum(page, '.ant-layout-header')).toBeLessThan(200);
    });
  });

  describe('language', () => {
    const es = readLocale('es', 'common') as { header: { signOut: string } };
    const en = readLocale('en', 'common') as { header: { signOut: string } };
    const esPages = readLocale('es', 'pages') as Record<string, string>;
    let context: BrowserContext;
    let page: Page;
    beforeAll(async () => {
      ({ context, page } = await signInAs(world, 'dbs@demo.dbbs.test', '/dbbs/dbs'));
    });
    afterAll(async () => context?.close());

    it('switches to Español, keeps it after a reload, in a cookie that lasts 365 days', async () => {
      expect(es.header.signOut).not.toBe(en.header.signOut);
      expect(esPages.Dbs).toBeTruthy();
      expect(esPages.Dbs).not.toBe(englishTitle('/dbbs/dbs'));
      const signOut = page.getByTestId('sign-out');
      expect((await signOut.textContent())?.trim()).toBe(en.header.signOut);

      await chooseLanguage(page, 'es', 'Español');
      await expectTitle(page, esPages.Dbs ?? '', 'the title in Spanish at once');

      const before = Date.now();
      await page.reload();
      await waitForSettled(page);
      await expectTitle(page, esPages.Dbs ?? '', 'the title in Spanish after a reload');
      expect((await page.getByTestId('sign-out').textContent())?.trim()).toBe(es.header.signOut);
      expect(await page.evaluate(() => document.documentElement.lang)).toBe('es');

      const locale = await cookie(context, 'locale');
      expect(locale?.value).toBe('es');
      const expiresMs = (locale?.expires ?? 0) * 1000;
      expect(Math.abs(expiresMs - (before + 365 * DAY_MS))).toBeLessThan(DAY_MS);
    });

    it('shows the sign-in page in Spanish too', async () => {
      const esAuth = readLocale('es', 'auth') as { title: string };
      const enAuth = readLocale('en', 'auth') as { title: string };
      // The sign-in page is reached signed out: a fresh context carrying only the locale cookie.
      const { browser, server } = world;
      const fresh = await browser.newContext({ baseURL: server.url });
      try {
        await fresh.addCookies([{ name: 'locale', value: 'es', url: server.url }]);
        const login = await fresh.newPage();
        await login.goto('/auth/login');
        await login.getByTestId('login-card').waitFor({ timeout: 20_000 });
        const text = (await login.getByTestId('login-card').textContent()) ?? '';
        expect(text).toContain(esAuth.title);
        if (esAuth.title !== enAuth.title) expect(text).not.toContain(enAuth.title);
      } finally {
        await fresh.close();
      }
    });
  });

  describe('display title in the header (SPEC section 3 precedence)', () => {
    it.each([
      ['multi@demo.dbbs.test', '/dbbs/dbo', 'DBO User'],
      ['admin@demo.dbbs.test', '/dbbs/admin', 'DBBS Administrator'],
      ['hq@demo.dbbs.test', '/client/hq', 'Client HQ'],
    ])('%s is shown as %s', async (email, landing, title) => {
      const { context, page } = await signInAs(world, email, landing, { width: 1440, height: 900 });
      try {
        const shown = page.getByTestId('user-title');
        await shown.waitFor();
        expect((await shown.textContent())?.trim()).toBe(title);
        // At 1440 px (lg) the side menu is on screen, with no drawer toggle.
        expect(await page.getByTestId('side-menu').isVisible()).toBe(true);
        expect(await page.getByTestId('menu-toggle').count()).toBe(0);
      } finally {
        await context.close();
      }
    });
  });

  describe('small screens', () => {
    let context: BrowserContext;
    let page: Page;
    beforeAll(async () => {
      ({ context, page } = await signInAs(world, 'dbo@demo.dbbs.test', '/dbbs/dbo', { width: 375, height: 800 }));
    });
    afterAll(async () => context?.close());

    it('hide the side menu at 375x800 and open it in a drawer from the header', async () => {
      const toggle = page.getByTestId('menu-toggle');
      await toggle.waitFor();
      expect(await page.locator('[data-testid="side-menu"]:visible').count()).toBe(0);
      expect(await page.locator('.ant-layout-sider').count()).toBe(0);

      await toggle.click();
      const drawer = page.locator('.ant-drawer-content');
      await drawer.waitFor();
      const menu = drawer.getByTestId('side-menu');
      await menu.waitFor();
      const text = (await menu.textContent()) ?? '';
      for (const path of ['/dbbs/dbo', '/dbbs/dboarea/processing', '/dbbs/archives'])
        expect(text).toContain(englishTitle(path));

      // A menu entry navigates and closes the drawer.
      await menu
        .locator('.ant-menu-item')
        .filter({ hasText: englishTitle('/dbbs/archives') })
        .click();
      await page.waitForURL((url) => url.pathname === '/dbbs/archives', { timeout: 20_000 });
      await expectTitle(page, englishTitle('/dbbs/archives'));
      await drawer.waitFor({ state: 'hidden' });
    });

    it('show the side menu again at 1440x900', async () => {
      await page.setViewportSize({ width: 1440, height: 900 });
      await page.getByTestId('side-menu').waitFor({ state: 'visible' });
      expect(await page.locator('.ant-layout-sider [data-testid="side-menu"]').isVisible()).toBe(true);
      expect(await page.getByTestId('menu-toggle').count()).toBe(0);
    });
  });

  describe('a live edit of the policy file', () => {
    const grant = 'p, isGuest, /dbbs/archives, page';
    let context: BrowserContext;
    let page: Page;
    let token: string;

    const served = async (): Promise<{ status: number; etag: string | null; version?: string; policy?: string }> => {
      const response = await fetch(`${world.server.url}/api/access/policy`, {
        headers: { authorization: `Bearer ${token}` },
      });
      const body = response.ok ? ((await response.json()) as { version: string; policy: string }) : undefined;
      return {
        status: response.status,
        etag: response.headers.get('etag'),
        version: body?.version,
        policy: body?.policy,
      };
    };
    const servedVersion = async () => (await served()).version;

    beforeAll(async () => {
      token = await idTokenFor('guest@demo.dbbs.test', DEMO_PASSWORD);
      ({ context, page } = await signInAs(world, 'guest@demo.dbbs.test', '/client/guest'));
    });
    afterAll(async () => {
      fs.writeFileSync(policyFile, original);
      await context?.close();
    });

    it('takes effect without a restart, survives an invalid file, and can be undone', async () => {
      // 1. As shipped, a guest may open only /client/guest.
      const v0 = await served();
      expect(v0.status).toBe(200);
      expect(v0.policy).toBe(original);
      await gotoExpectingRedirect(page, '/dbbs/archives', '/client/guest');
      await expectTitle(page, englishTitle('/client/guest'));

      // 2. Grant the archives to guests, keeping every other line (the g2 lines too).
      expect(original).toMatch(/^g2, /m);
      const granted = `${original.endsWith('\n') ? original : `${original}\n`}${grant}\n`;
      fs.writeFileSync(policyFile, granted);
      await until(async () => (await servedVersion()) !== v0.version);
      const v1 = await served();
      expect(v1.version).not.toBe(v0.version);
      expect(v1.policy).toBe(granted);

      await visit(page, '/dbbs/archives', 'load');
      await waitForSettled(page);
      await expectTitle(page, englishTitle('/dbbs/archives'), 'archives open to the guest after the edit');
      expect(pathnameOf(page)).toBe('/dbbs/archives');
      // The menu follows the live policy too.
      const menu = (await page.getByTestId('side-menu').textContent()) ?? '';
      expect(menu).toContain(englishTitle('/dbbs/archives'));
      expect(menu).toContain(englishTitle('/client/guest'));

      // 3. An invalid file is refused: the last good policy stays, on the server and in the app.
      const invalid = `${granted}p, isGuest, /nope, page\n`;
      fs.writeFileSync(policyFile, invalid);
      await until(() => world.server.policy.lastError() !== undefined);
      expect(world.server.policy.lastError()).toMatch(/\/nope/);
      const afterInvalid = await served();
      expect(afterInvalid.status).toBe(200);
      expect(afterInvalid.version).toBe(v1.version);
      expect(afterInvalid.policy).toBe(granted);
      await visit(page, '/client/guest', 'load');
      await expectTitle(page, englishTitle('/client/guest'));
      await visit(page, '/dbbs/archives', 'load');
      await waitForSettled(page);
      await expectTitle(page, englishTitle('/dbbs/archives'), 'archives still open after an invalid edit');
      expect(pathnameOf(page)).toBe('/dbbs/archives');

      // 4. Restore the original: the archives are closed to guests again.
      fs.writeFileSync(policyFile, original);
      await until(async () => (await servedVersion()) === v0.version);
      expect((await served()).version).toBe(v0.version);
      expect(world.server.policy.lastError()).toBeUndefined();
      await gotoExpectingRedirect(page, '/dbbs/archives', '/client/guest');
      await expectTitle(page, englishTitle('/client/guest'));
    });

    it('is honoured by the next in-app navigation, without a page load', async () => {
      // Issue 3: "the browser picks up a changed policy ... on the next navigation".
      await visit(page, '/client/guest', 'load');
      await expectTitle(page, englishTitle('/client/guest'));
      const v0 = await servedVersion();

      fs.writeFileSync(policyFile, `${original.endsWith('\n') ? original : `${original}\n`}${grant}\n`);
      await until(async () => (await servedVersion()) !== v0);
      expect(await servedVersion()).not.toBe(v0);
      await visit(page, '/dbbs/archives', 'client');
      await page.waitForURL((url) => url.pathname === '/client/guest', { timeout: 1_500 }).catch(() => undefined);
      await waitForSettled(page);
      expect(pathnameOf(page), 'the first in-app navigation after the grant').toBe('/dbbs/archives');
      await expectTitle(page, englishTitle('/dbbs/archives'));

      fs.writeFileSync(policyFile, original);
      await until(async () => (await servedVersion()) === v0);
      expect(await servedVersion()).toBe(v0);
      // The next navigation (to the guest page) picks the revocation up; the archives are closed after it.
      await visit(page, '/client/guest', 'client');
      await expectTitle(page, englishTitle('/client/guest'));
      await visit(page, '/dbbs/archives', 'client');
      await page.waitForURL((url) => url.pathname === '/client/guest', { timeout: 5_000 }).catch(() => undefined);
      expect(pathnameOf(page), 'an in-app navigation after the revocation was picked up').toBe('/client/guest');
      await expectTitle(page, englishTitle('/client/guest'));
    });
  });
});
