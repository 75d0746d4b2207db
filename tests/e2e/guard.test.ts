/**
 * The guard of SPEC section 2 in Chromium, for every demo account: the landing page, every
 * permitted page, forbidden pages, the login page while signed in, the 404 page, the blog, the
 * menu; and the signed-out rules. Expected pages come from SPEC's lists (tests/helpers/e2e-support),
 * never from policies/.
 */
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS } from '../../src/common/demo-accounts.js';
import { newPage, startBrowserWorld, type BrowserWorld } from '../helpers/browser.js';
import {
  englishTitle,
  expectTitle,
  gotoExpectingRedirect,
  pathnameOf,
  signInAs,
  SPEC_ROUTES,
  specForbidden,
  onScreen,
  specPages,
  titleText,
  visit,
  waitForSettled,
  type Visit,
} from '../helpers/e2e-support.js';

// Expected landing pages, from SPEC section 2's lists and section 6's role-group order
// (client HQ, client supervisor, administrator, DBO, DBS, guest, uploader).
const LANDING: Record<string, string> = {
  'hq@demo.dbbs.test': '/client/hq',
  'supervisor@demo.dbbs.test': '/client/review',
  'admin@demo.dbbs.test': '/dbbs/admin',
  'dbo@demo.dbbs.test': '/dbbs/dbo',
  'dbs@demo.dbbs.test': '/dbbs/dbs',
  'guest@demo.dbbs.test': '/client/guest',
  'uploader@demo.dbbs.test': '/client/location',
  'multi@demo.dbbs.test': '/dbbs/dbo', // isDbo + isUploader: DBO comes before uploader
  'hq2@demo.dbbs.test': '/client/hq',
  'uploader2@demo.dbbs.test': '/client/location',
};

const RESOLUTION_CENTER = '/dbbs/ResolutionCenter';

/** Reaches a path and asserts the app stays on it and shows that page. */
async function expectOpens(page: Page, path: string, how: Visit): Promise<void> {
  await visit(page, path, how);
  if (path === RESOLUTION_CENTER) {
    // insidenone has no page header: the layout root and the page's own content show it rendered.
    await page
      .locator('[data-layout="insidenone"] [data-testid="resolution-center"]')
      .waitFor({ timeout: 20_000 })
      .catch(async (error: Error) => {
        throw new Error(`${path} (${how}) did not show: ${error.message}\n${await onScreen(page)}`);
      });
    expect(await page.getByTestId('page-title').count(), path).toBe(0);
  } else {
    await waitForSettled(page);
    await expectTitle(page, englishTitle(path), `${path} (${how})`);
  }
  expect(pathnameOf(page), `${path} (${how})`).toBe(path);
  expect(await page.getByTestId('error-status').count(), path).toBe(0);
}

async function expectNotFound(page: Page, pathWithQuery: string, how: Visit): Promise<void> {
  await visit(page, pathWithQuery, how);
  const shown = page.getByTestId('error-path').filter({ hasText: pathWithQuery });
  await shown.waitFor({ timeout: 20_000 }).catch(() => undefined);
  expect((await page.getByTestId('error-status').textContent({ timeout: 5_000 }))?.trim(), pathWithQuery).toBe('404');
  expect((await page.getByTestId('error-message').textContent())?.trim(), pathWithQuery).toBe('Page Not Found');
  expect((await page.getByTestId('error-path').textContent())?.trim(), pathWithQuery).toBe(pathWithQuery);
  const url = new URL(page.url());
  expect(url.pathname + url.search, 'the 404 page keeps the address').toBe(pathWithQuery);
}

async function menuTitles(page: Page): Promise<string[]> {
  const items = page.locator('[data-testid="side-menu"] .ant-menu-item .ant-menu-title-content');
  return (await items.allTextContents()).map((text) => text.trim());
}

describe('the guard in Chromium', () => {
  let world: BrowserWorld;
  beforeAll(async () => {
    world = await startBrowserWorld();
  });
  afterAll(async () => world?.close());

  it('the expected landing pages agree with SPEC lists and role-group order', () => {
    // A check of the test's own table against the union rule, so the two cannot drift apart.
    for (const account of DEMO_ACCOUNTS) {
      expect(LANDING[account.email], account.email).toBe(specPages(account.roles)[0]);
    }
    expect(Object.keys(LANDING).sort()).toEqual(DEMO_ACCOUNTS.map((account) => account.email).sort());
  });

  describe.each(DEMO_ACCOUNTS.map((account) => [account.email, account] as const))('%s', (email, account) => {
    const landing = LANDING[email] ?? '(missing)';
    const permitted = specPages(account.roles);
    const forbidden = specForbidden(account.roles);
    // Three forbidden pages spread over the route table: first, middle and last.
    const sampled = [...new Set([forbidden[0], forbidden[Math.floor(forbidden.length / 2)], forbidden.at(-1)])].filter(
      (path): path is string => path !== undefined,
    );
    let context: BrowserContext;
    let page: Page;

    beforeAll(async () => {
      ({ context, page } = await signInAs(world, email, landing));
    });
    afterAll(async () => context?.close());

    it(`lands on ${landing}, also from /`, async () => {
      expect(pathnameOf(page)).toBe(landing);
      expect(await titleText(page)).toBe(englishTitle(landing));
      await gotoExpectingRedirect(page, '/', landing);
      expect(await titleText(page)).toBe(englishTitle(landing));
    });

    it(`opens each of its ${permitted.length} permitted pages, in the app and on a reload`, async () => {
      expect(permitted.length).toBeGreaterThan(0);
      for (const path of permitted) await expectOpens(page, path, 'client');
      // A full load of a permitted page other than the landing page stays on it too.
      await expectOpens(page, permitted.at(-1) ?? landing, 'load');
    });

    it('is sent to its landing page from forbidden pages', async () => {
      expect(sampled.length).toBeGreaterThanOrEqual(2);
      for (const [index, path] of sampled.entries()) {
        const how: Visit = index === 0 ? 'load' : 'client';
        await gotoExpectingRedirect(page, path, landing, how);
        await expectTitle(page, englishTitle(landing), `${path} (${how}) → ${landing}`);
      }
    });

    it('is sent to its landing page from /auth/login', async () => {
      await gotoExpectingRedirect(page, '/auth/login', landing);
      expect(await page.getByTestId('login-card').count()).toBe(0);
      expect(await titleText(page)).toBe(englishTitle(landing));
    });

    it('sees the 404 page for an unknown path, a wrong-case path and an invalid blog slug', async () => {
      await expectNotFound(page, '/no/such/page?x=1', 'load');
      await expectNotFound(page, '/dbbs/processdocs', 'client');
      await expectNotFound(page, '/blog/Not_Valid!', 'client');
    });

    it('opens a blog post', async () => {
      await page.goto('/blog/some-post');
      await waitForSettled(page);
      expect(await titleText(page)).toBe('Blog');
      expect(pathnameOf(page)).toBe('/blog/some-post');
    });

    it('has a menu listing only its permitted pages', async () => {
      await page.goto(landing);
      await waitForSettled(page);
      const allowedTitles = permitted.map(englishTitle);
      const shown = await menuTitles(page);
      for (const title of shown) expect(allowedTitles, `menu entry "${title}"`).toContain(title);
      if (landing !== '/client/guest') {
        // Every layout but 'default' (the guest's welcome page) draws the menu.
        await page.getByTestId('side-menu').waitFor();
        expect([...shown].sort()).toEqual([...allowedTitles].sort());
      }
      for (const path of forbidden) {
        const title = englishTitle(path);
        if (!allowedTitles.includes(title)) expect(shown, `menu must not offer ${path}`).not.toContain(title);
      }
    });
  });

  describe('signed out', () => {
    let context: BrowserContext;
    let page: Page;
    beforeAll(async () => {
      ({ context, page } = await newPage(world));
    });
    afterAll(async () => context?.close());

    it('is sent to /auth/login from every page but login and training, and from /', async () => {
      const guarded = [
        ...SPEC_ROUTES.filter((path) => path !== '/auth/login' && path !== '/client/training'),
        '/blog/some-post',
        '/',
      ];
      expect(guarded.length).toBeGreaterThan(30);
      for (const [index, path] of guarded.entries()) {
        // Every fourth page (and /) by a full load, the others by in-app navigation.
        const how: Visit = index % 4 === 0 || path === '/' ? 'load' : 'client';
        await gotoExpectingRedirect(page, path, '/auth/login', how);
        await page.getByTestId('login-card').waitFor();
      }
    });

    it('sees the sign-in page at /auth/login', async () => {
      await page.goto('/auth/login');
      await page.getByTestId('login-card').waitFor();
      expect(pathnameOf(page)).toBe('/auth/login');
    });

    it('opens /client/training (exempt from the guard) with the title Training', async () => {
      await page.goto('/client/training');
      await waitForSettled(page);
      expect(await titleText(page)).toBe('Training');
      expect(pathnameOf(page)).toBe('/client/training');
    });
  });

  describe('the menu of uploader@', () => {
    let context: BrowserContext;
    let page: Page;
    beforeAll(async () => {
      ({ context, page } = await signInAs(world, 'uploader@demo.dbbs.test', '/client/location'));
    });
    afterAll(async () => context?.close());

    it('holds the three uploader pages and no administrator page', async () => {
      await page.getByTestId('side-menu').waitFor();
      const menu = page.getByTestId('side-menu');
      const text = (await menu.textContent()) ?? '';
      for (const title of ['Location', 'Uploads', "Today's uploads"]) expect(text).toContain(title);
      for (const path of [
        '/dbbs/admin',
        '/dbbs/ad/setup',
        '/dbbs/ad/team',
        '/dbbs/ad/useraccounts',
        '/dbbs/ad/tenant',
      ]) {
        expect(text, path).not.toContain(englishTitle(path));
      }
      expect(await menuTitles(page)).toHaveLength(3);
    });
  });
});
