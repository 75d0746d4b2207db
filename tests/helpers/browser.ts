/**
 * The browser tests' world: the real API serving the built web app (built by `npm test` against
 * the test Auth Emulator), the demo accounts seeded, and Debian's Chromium driven by
 * playwright-core.
 */
import fs from 'node:fs';
import path from 'node:path';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { onTestFailed } from 'vitest';
import { DEMO_PASSWORD } from '../../src/common/demo-accounts.js';
import { CHROMIUM, CHROMIUM_TEST_ARGS } from './chromium.js';
import { WEB_DIST } from './env.js';
import { seedDemoWorld } from './demo-seed.js';
import { startTestServer, type TestServer, type TestServerOptions } from './server.js';

export interface BrowserWorld {
  server: TestServer;
  browser: Browser;
  close(): Promise<void>;
}

export async function startBrowserWorld(options: TestServerOptions = {}): Promise<BrowserWorld> {
  const staticDir = path.resolve(WEB_DIST);
  if (!fs.existsSync(path.join(staticDir, 'index.html'))) {
    throw new Error(`${staticDir}/index.html is missing: run the browser tests through \`npm test\`, which builds it`);
  }
  if (!fs.existsSync(CHROMIUM)) throw new Error(`Chromium is missing at ${CHROMIUM}: apt-get install -y chromium`);
  const server = await startTestServer('sqlite', { ...options, staticDir });
  await seedDemoWorld(server.database.db);
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_TEST_ARGS });
  return {
    server,
    browser,
    close: async () => {
      await browser.close();
      await server.close();
    },
  };
}

export async function newPage(
  world: BrowserWorld,
  viewport = { width: 1280, height: 800 },
  storageState?: SignedInState,
): Promise<{ context: BrowserContext; page: Page }> {
  // The browser asks for less motion, as some people's systems do: drawers, messages and charts
  // appear at once rather than easing in, which is what a test waits for anyway, and Chromium
  // does not draw the frames in between (tests/components/reduced-motion.test.tsx covers both).
  const context = await world.browser.newContext({
    baseURL: world.server.url,
    viewport,
    reducedMotion: 'reduce',
    storageState,
  });
  const page = await context.newPage();
  page.on('pageerror', (error) => console.error(`[page error] ${error.message}`));
  return { context, page };
}

type SignedInState = Awaited<ReturnType<BrowserContext['storageState']>>;
const signedInStates = new WeakMap<BrowserWorld, Map<string, SignedInState>>();

/**
 * A page signed in as a demo account, for a test whose subject is not signing in. The first call
 * for an account signs in through the sign-in page, as a person does, and keeps the browser's
 * storage (the Auth SDK keeps its session in localStorage); later calls start a new context from
 * that storage, so the test's own page is one load, not three (sign-in page, landing page, the
 * page). The page is wherever the app put it: the caller goes to the page it tests.
 */
export async function newSignedInPage(
  world: BrowserWorld,
  email: string,
  viewport = { width: 1280, height: 800 },
): Promise<{ context: BrowserContext; page: Page }> {
  const states = signedInStates.get(world) ?? new Map<string, SignedInState>();
  signedInStates.set(world, states);
  const kept = states.get(email);
  if (kept) return newPage(world, viewport, kept);
  const opened = await newPage(world, viewport);
  await signIn(opened.page, email);
  await opened.page.waitForURL((url) => url.pathname !== '/auth/login', { timeout: 30_000 });
  await opened.page.waitForFunction(() => Object.keys(localStorage).some((key) => key.startsWith('firebase:authUser:')));
  states.set(email, await opened.context.storageState());
  return opened;
}

/** Toasts, field errors, alerts and open dialogs' titles: what says why a step did not happen. */
const SHOWN_ON_FAILURE =
  '.ant-notification-notice:visible, .ant-message-notice:visible, .ant-form-item-explain-error:visible, ' +
  '.ant-alert:visible, .ant-modal-title:visible';

/**
 * Tabs kept for a whole test file, one per account: each test goes on from its account's tab to
 * its own page. A tab of its own per test would start a new renderer, which compiles the app's
 * scripts afresh (about three seconds of CPU more than a load in a tab that has loaded the app
 * before), and sign in again. `open` makes an account's tab the first time a test asks for it.
 * A tab that failed to open, or that a failed test used, is not kept: the next ask, a retry
 * included, opens it afresh, so a retried test never inherits what went wrong in its first try.
 * Ask for a tab inside a test.
 */
export function keptTabs<Tab extends { context: BrowserContext }>(open: (email: string) => Promise<Tab>) {
  const tabs = new Map<string, Promise<Tab>>();
  const forget = async (email: string, tab: Promise<Tab>) => {
    if (tabs.get(email) !== tab) return;
    tabs.delete(email);
    await tab.then((opened) => opened.context.close()).catch(() => undefined);
  };
  /** What a failed test left on its tab's screen, for the CI log, before the tab goes. */
  const describeFailure = async (email: string, tab: Promise<Tab>) => {
    const opened = await tab.catch(() => undefined);
    for (const page of opened?.context.pages() ?? []) {
      const shown = await page.locator(SHOWN_ON_FAILURE).allInnerTexts().catch(() => []);
      console.log(`${email}'s tab after the failure: ${page.url()}${shown.length ? `, showing: ${shown.join(' | ')}` : ''}`);
    }
  };
  return {
    tab(email: string): Promise<Tab> {
      const kept = tabs.get(email) ?? open(email);
      tabs.set(email, kept);
      kept.catch(() => forget(email, kept));
      onTestFailed(async () => {
        await describeFailure(email, kept);
        await forget(email, kept);
      });
      return kept;
    },
    async close(): Promise<void> {
      const opened = await Promise.allSettled(tabs.values());
      tabs.clear();
      for (const tab of opened) if (tab.status === 'fulfilled') await tab.value.context.close();
    },
  };
}

export async function signIn(page: Page, email: string, password = DEMO_PASSWORD): Promise<void> {
  await page.goto('/auth/login');
  await page.getByTestId('login-email').fill(email);
  await page.getByTestId('login-password').fill(password);
  await page.getByTestId('login-submit').click();
}

/** Waits until the app settles on a path other than the given one. */
export async function waitForPathChange(page: Page, from: string): Promise<string> {
  await page.waitForURL((url) => url.pathname !== from, { timeout: 20_000 });
  return new URL(page.url()).pathname;
}
