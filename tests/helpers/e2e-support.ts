/**
 * Support for the browser tests of the guard and the app shell: SPEC's routes and role page
 * lists from the hand-written oracle (spec-oracle.ts, never read from policies/ or the page
 * table), and small Playwright helpers that wait for the app to settle.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import { expect } from 'vitest';
import { matchPage } from '../../src/common/pages.js';
import { newPage, signIn, type BrowserWorld } from './browser.js';
import { ACCOUNT_PATH, SPEC_ROUTES as ORACLE_ROUTES, specUnion } from './spec-oracle.js';

/** SPEC's oracle, shared with the unit tests (tests/helpers/spec-oracle.ts): concrete routes. */
export const SPEC_ROUTES: readonly string[] = ORACLE_ROUTES.filter((path) => !path.includes('/:'));

/** The union of the roles' pages in role-group order, without duplicates (SPEC section 6). */
export const specPages = specUnion;

/** The pages of the route table the roles may not open (login, training, blog and My account aside). */
export function specForbidden(roles: readonly string[]): string[] {
  const allowed = specPages(roles);
  return SPEC_ROUTES.filter(
    (route) =>
      !allowed.includes(route) && route !== '/auth/login' && route !== '/client/training' && route !== ACCOUNT_PATH,
  );
}

const EN_PAGES = JSON.parse(fs.readFileSync(path.resolve('locales/en/pages.json'), 'utf8')) as Record<string, string>;

/** The English title the page header shows for a path (the page table names the locale key). */
export function englishTitle(pathname: string): string {
  const page = matchPage(pathname)?.page;
  if (!page) throw new Error(`no page for ${pathname}`);
  const title = EN_PAGES[page.title ?? 'Default'];
  if (!title) throw new Error(`no English title for ${pathname}`);
  return title;
}

export function readLocale(language: string, namespace: string): Record<string, unknown> {
  return JSON.parse(fs.readFileSync(path.resolve('locales', language, `${namespace}.json`), 'utf8')) as Record<
    string,
    unknown
  >;
}

export const pathnameOf = (page: Page): string => new URL(page.url()).pathname;

const SETTLE = { timeout: 20_000 };

/** Signs in one account in a context of its own and waits for the landing page's title. */
export async function signInAs(
  world: BrowserWorld,
  email: string,
  landing: string,
  viewport?: { width: number; height: number },
): Promise<{ context: BrowserContext; page: Page }> {
  const opened = await newPage(world, viewport);
  await signIn(opened.page, email);
  await opened.page.waitForURL((url) => url.pathname === landing, SETTLE);
  await opened.page.getByTestId('page-title').waitFor(SETTLE);
  return opened;
}

/**
 * Waits until a routed page (not the loading spinner) is on screen: the page header's title,
 * the sign-in card, the error page, or the insidenone layout (which has no page header).
 */
export async function waitForSettled(page: Page): Promise<void> {
  await page
    .locator(
      '[data-testid="page-title"], [data-testid="login-card"], [data-testid="error-status"], [data-layout="insidenone"] [data-testid="resolution-center"]',
    )
    .first()
    .waitFor(SETTLE);
}

/** The title text in the page header now. */
export async function titleText(page: Page): Promise<string> {
  const title = page.getByTestId('page-title');
  await title.waitFor(SETTLE);
  return ((await title.textContent()) ?? '').trim();
}

/**
 * How a test reaches a path: 'load' is a full page load (the guard after Firebase restores the
 * session), 'client' an in-app navigation through the router's history (the guard on a click).
 */
export type Visit = 'load' | 'client';

export async function visit(page: Page, target: string, how: Visit = 'load'): Promise<void> {
  if (how === 'load') {
    await page.goto(target);
    return;
  }
  await page.evaluate((to) => {
    window.history.pushState(null, '', to);
    window.dispatchEvent(new PopStateEvent('popstate', { state: null }));
  }, target);
}

const exactly = (text: string): RegExp => new RegExp(`^\\s*${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\s*$`);

/** Waits (bounded) until the page header shows the title, then asserts it, so a wrong title fails with its text. */
export async function expectTitle(page: Page, expected: string, label?: string): Promise<void> {
  await page
    .getByTestId('page-title')
    .filter({ hasText: exactly(expected) })
    .waitFor({ timeout: 10_000 })
    .catch(() => undefined);
  expect(await titleText(page), label).toBe(expected);
}

/** Reaches a path and waits until the app leaves it for `to` (a redirect). */
export async function gotoExpectingRedirect(page: Page, from: string, to: string, how: Visit = 'load'): Promise<void> {
  await visit(page, from, how);
  await page.waitForURL((url) => url.pathname === to, SETTLE);
  await waitForSettled(page);
}

/**
 * Where the page is and what it shows, for a failure's message: its address, its layout and
 * the text of `within` (the whole page unless a part is named), on one line.
 */
export async function onScreen(page: Page, within = 'body'): Promise<string> {
  const layout = await page
    .locator('[data-layout]')
    .first()
    .getAttribute('data-layout', { timeout: 1_000 })
    .catch(() => null);
  const texts = await page
    .locator(within)
    .allInnerTexts()
    .catch(() => ['(nothing)']);
  const text = texts.join(' ').replace(/\s+/g, ' ').slice(0, 600);
  return `at ${page.url()}, layout ${layout ?? 'none'}, showing: ${text || '(nothing)'}`;
}
