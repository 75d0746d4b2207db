/**
 * Webhooks in Chromium: client HQ opens the Webhooks tab of its page, adds a webhook for a
 * receiver on 127.0.0.1 (WEBHOOK_ALLOW_PRIVATE=true), reads its secret, sends a test event and
 * reads the delivery log: delivered, 200, a latency; the receiver verifies the signature with
 * the secret the page showed; the delivery is sent again by keyboard in the dark theme; an
 * administrator finds the webhook in the client company's drawer.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BrowserWorld } from '../helpers/browser.js';
import { signInAs } from '../helpers/e2e-support.js';
import { e2eDataDir, SETTLE, useBrowserWorld } from '../helpers/e2e-documents.js';
import { waitFor } from '../helpers/wait-for.js';
import { startReceiver, type Receiver } from '../helpers/webhook-receiver.js';

process.env.WEBHOOK_ALLOW_PRIVATE = 'true';
process.env.WEBHOOK_POLL_MS = '200';

const dataDir = e2eDataDir('webhooks');

describe('webhooks in Chromium', () => {
  let world: BrowserWorld;
  let receiver: Receiver;
  beforeAll(async () => {
    receiver = await startReceiver();
  });
  afterAll(async () => receiver?.close());
  useBrowserWorld(dataDir, (started) => {
    world = started;
  });

  it('client HQ adds a webhook, sends a test event and reads the delivery log', async () => {
    const { page } = await signInAs(world, 'hq@demo.dbbs.test', '/client/hq');
    await page.getByRole('tab', { name: 'Webhooks' }).click();
    const panel = page.getByTestId('webhooks-panel');
    await panel.waitFor(SETTLE);
    await panel.getByText('No webhooks yet').waitFor(SETTLE);

    await page.getByTestId('webhook-add').click();
    const url = page.getByTestId('webhook-url');
    await url.waitFor(SETTLE);
    // A URL that is not http(s) is refused in the form, with a clear reason.
    await url.fill('ftp://example.com/hook');
    await page.getByTestId('webhook-save').click();
    await page.getByText('Only http:// and https:// URLs can receive webhooks').waitFor(SETTLE);
    await url.fill(`${receiver.url}/e2e`);
    // The events carry their labels; all are chosen at first.
    expect(await page.getByLabel('A document is archived (with its header and items)').isChecked()).toBe(true);
    await page.getByTestId('webhook-save').click();

    const endpoint = page.getByTestId('webhook-endpoint');
    await endpoint.waitFor(SETTLE);
    await endpoint.getByRole('button', { name: 'Show secret' }).click();
    const secret = (await endpoint.getByTestId('webhook-secret').textContent())?.trim() ?? '';
    expect(secret).toMatch(/^whsec_/);

    await endpoint.getByTestId('webhook-test').click();
    const log = endpoint.getByTestId('webhook-deliveries');
    await log.waitFor(SETTLE);
    await log.getByTestId('webhook-delivery-status').filter({ hasText: 'Delivered' }).waitFor({ timeout: 30_000 });
    const row = log.locator('tr.ant-table-row').first();
    const cells = await row.locator('td').allTextContents();
    expect(cells).toContain('Test event');
    expect(cells).toContain('200');
    expect(cells.some((cell) => /^\d+ ms$/.test(cell))).toBe(true);

    const request = await waitFor(() => receiver.received.find((one) => one.path === '/e2e'), SETTLE);
    expect(receiver.verified(request, secret).type).toBe('webhook.test');

    // In the dark theme and by keyboard: the delivery is sent again, with the same webhook-id.
    await page.getByTestId('theme-switch').click();
    await page.locator('[data-testid="theme-switch"][aria-checked="true"]').waitFor(SETTLE);
    await log.getByTestId('webhook-replay').first().focus();
    await page.keyboard.press('Enter');
    await waitFor(() => receiver.received.filter((one) => one.path === '/e2e').length === 2, SETTLE);
    const [first, again] = receiver.received.filter((one) => one.path === '/e2e');
    expect(again!.headers['webhook-id']).toBe(first!.headers['webhook-id']);
    expect(receiver.verified(again!, secret).type).toBe('webhook.test');
    await log.locator('tr.ant-table-row').nth(1).waitFor(SETTLE);
    await log.getByTestId('webhook-delivery-status').filter({ hasText: 'sent again' }).waitFor({ timeout: 30_000 });
  });

  it("an administrator opens a client company's webhooks from its row", async () => {
    const { page } = await signInAs(world, 'admin@demo.dbbs.test', '/dbbs/admin');
    await page.goto('/dbbs/ad/tenant');
    const row = page.locator('tr.ant-table-row', { hasText: 'Acme Retail' });
    await row.getByTestId('tenant-webhooks').click();
    const drawer = page.locator('.ant-drawer-content', { hasText: 'Acme Retail' });
    const endpoint = drawer.getByTestId('webhook-endpoint');
    await endpoint.waitFor(SETTLE);
    expect(await endpoint.textContent()).toContain(`${receiver.url}/e2e`);
    await endpoint.getByTestId('webhook-log').click();
    await endpoint.getByTestId('webhook-delivery-status').filter({ hasText: 'Delivered' }).first().waitFor(SETTLE);
  });
});
