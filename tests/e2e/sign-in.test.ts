/**
 * Sign-in end to end in Chromium: every demo account lands on its first page, a wrong password
 * shows the error and stays signed out, a reload keeps the session, sign-out returns to login.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newPage, signIn, startBrowserWorld, type BrowserWorld } from '../helpers/browser.js';

// Expected landing pages, from SPEC section 2's lists and section 6's role-group order.
const LANDING: Record<string, string> = {
  'hq@demo.dbbs.test': '/client/hq',
  'supervisor@demo.dbbs.test': '/client/review',
  'admin@demo.dbbs.test': '/dbbs/admin',
  'dbo@demo.dbbs.test': '/dbbs/dbo',
  'dbs@demo.dbbs.test': '/dbbs/dbs',
  'guest@demo.dbbs.test': '/client/guest',
  'uploader@demo.dbbs.test': '/client/location',
  'multi@demo.dbbs.test': '/dbbs/dbo',
  'hq2@demo.dbbs.test': '/client/hq',
  'uploader2@demo.dbbs.test': '/client/location',
};

describe('sign-in in Chromium', () => {
  let world: BrowserWorld;
  beforeAll(async () => {
    world = await startBrowserWorld();
  });
  afterAll(async () => world?.close());

  it('shows the sign-in page at / when signed out', async () => {
    const { context, page } = await newPage(world);
    await page.goto('/');
    await page.waitForURL('**/auth/login');
    await page.getByTestId('login-card').waitFor({ state: 'visible' });
    expect(await page.getByTestId('login-email').isEditable()).toBe(true);
    await context.close();
  });

  it.each(Object.entries(LANDING))('%s lands on %s', async (email, landing) => {
    const { context, page } = await newPage(world);
    await signIn(page, email);
    await page.waitForURL((url) => url.pathname === landing, { timeout: 20_000 });
    await page.getByTestId('page-title').waitFor();
    expect(new URL(page.url()).pathname).toBe(landing);
    await context.close();
  });

  it('shows the error for a wrong password and stays signed out', async () => {
    const { context, page } = await newPage(world);
    await signIn(page, 'hq@demo.dbbs.test', 'wrong-password');
    const error = page.getByTestId('login-error');
    await error.waitFor();
    expect(await error.textContent()).toMatch(/email or password is wrong/i);
    expect(new URL(page.url()).pathname).toBe('/auth/login');
    const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('dbbs.signIn') ?? '{}'));
    expect(stored.state.user).toBeNull();
    // The emulator says wrong-password where production says invalid-credential; both map alike.
    expect(['auth/wrong-password', 'auth/invalid-credential']).toContain(stored.state.error.code);
    expect(stored.state.error.key).toBe('invalidCredential');
    await context.close();
  });

  it('keeps the session across a reload, and signs out to /auth/login', async () => {
    const { context, page } = await newPage(world);
    await signIn(page, 'dbs@demo.dbbs.test');
    await page.waitForURL('**/dbbs/dbs');
    await page.goto('/dbbs/archives');
    await page.getByTestId('page-title').waitFor();
    const visited: string[] = [];
    page.on('framenavigated', (frame) => frame === page.mainFrame() && visited.push(new URL(frame.url()).pathname));
    await page.reload();
    await page.getByTestId('page-title').waitFor();
    expect(new URL(page.url()).pathname).toBe('/dbbs/archives');
    expect(visited).not.toContain('/auth/login');
    const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('dbbs.signIn') ?? '{}'));
    expect(stored.state.roles).toEqual(['isDbs']);

    await page.getByTestId('sign-out').click();
    await page.waitForURL('**/auth/login');
    const after = await page.evaluate(() => JSON.parse(localStorage.getItem('dbbs.signIn') ?? '{}'));
    expect(after.state).toMatchObject({ user: null, roles: [], error: null });
    await page.goto('/dbbs/archives');
    await page.waitForURL('**/auth/login');
    await context.close();
  });
});
