/**
 * API keys in Chromium: the demo administrator opens a client company's keys from the tenant
 * list, creates one, sees its secret once (and it works against the API), and after closing the
 * secret is nowhere on the page any more; the list shows the key by its name and scopes.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newPage, signIn, startBrowserWorld, type BrowserWorld } from '../helpers/browser.js';

const ADMIN = 'admin@demo.dbbs.test';
const SETTLE = { timeout: 30_000 };

describe('API keys in Chromium', () => {
  let world: BrowserWorld;

  beforeAll(async () => {
    world = await startBrowserWorld();
  }, 120_000);
  afterAll(async () => world?.close());

  it('an administrator creates a key and sees its secret once', async () => {
    const tenant = await world.server.database.db
      .selectFrom('tenant')
      .select(['id', 'name'])
      .orderBy('name')
      .executeTakeFirstOrThrow();
    const { page } = await newPage(world);
    await signIn(page, ADMIN);
    await page.waitForURL((url) => url.pathname === '/dbbs/admin', SETTLE);
    await page.goto('/dbbs/ad/tenant');
    await page.getByTestId(`tenant-api-keys-${tenant.id}`).click(SETTLE);
    const panel = page.getByTestId('api-keys-panel');
    await panel.getByText('No API keys yet').waitFor(SETTLE);

    await panel.getByTestId('api-key-create').click();
    await page.getByTestId('api-key-name').fill('Nightly ERP sync');
    await page.getByTestId('api-key-submit').click();
    const shown = page.getByTestId('api-key-secret');
    await shown.waitFor(SETTLE);
    await page.getByText('You will not see it again').waitFor();
    const secret = (await shown.textContent())?.trim() ?? '';
    expect(secret).toMatch(/^dbbs_[A-Za-z0-9_-]{43}$/);
    await page.getByRole('button', { name: 'Copy key' }).waitFor();

    // The secret works, within its tenant.
    const sync = await fetch(`${world.server.url}/api/sync/documents`, {
      headers: { authorization: `Bearer ${secret}` },
    });
    expect(sync.status).toBe(200);
    const body = (await sync.json()) as { documents: { tenantId: string }[] };
    expect(body.documents.every((doc) => doc.tenantId === tenant.id)).toBe(true);

    await page.getByTestId('api-key-secret-done').click();
    await shown.waitFor({ state: 'detached', ...SETTLE });
    await panel.getByText('Nightly ERP sync').waitFor(SETTLE);
    await panel.getByText('Read documents and items').waitFor();
    expect(await page.content()).not.toContain(secret.slice(5));
    const row = await world.server.database.db
      .selectFrom('api_key')
      .select(['secret_hash'])
      .where('name', '=', 'Nightly ERP sync')
      .executeTakeFirstOrThrow();
    expect(row.secret_hash).not.toContain(secret.slice(5));
  }, 120_000);

  it('client HQ finds its own keys in a tab beside its dashboard', async () => {
    const { page } = await newPage(world);
    await signIn(page, 'hq@demo.dbbs.test');
    await page.waitForURL((url) => url.pathname === '/client/hq', SETTLE);
    await page.getByRole('tab', { name: 'Dashboard' }).waitFor(SETTLE);
    await page.getByRole('tab', { name: 'API keys' }).click();
    const panel = page.getByTestId('api-keys-panel');
    await panel.getByTestId('api-key-create').waitFor(SETTLE);
    await panel.getByRole('table').waitFor();
  }, 120_000);
});
