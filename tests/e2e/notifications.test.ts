/**
 * The notification bell in Chromium: the DBO's bell lights up, without a reload, when the DBS
 * supervisor assigns them a document (through the API, as the assign page does); the list says
 * who and what, and its entry opens the processing screen on that document and marks it read.
 * The DBS supervisor, in the dark theme, works the bell by keyboard: open, mark all read, close
 * with Escape, and turns a kind off in the preferences dialog (kept by the server).
 */
import { describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../../src/common/demo-accounts.js';
import type { BrowserWorld } from '../helpers/browser.js';
import { signInAs } from '../helpers/e2e-support.js';
import { e2eDataDir, SETTLE, useBrowserWorld } from '../helpers/e2e-documents.js';
import { idTokenFor } from '../helpers/identity.js';

const dataDir = e2eDataDir('notifications');

describe('the notification bell in Chromium', () => {
  let world: BrowserWorld;
  useBrowserWorld(dataDir, (started) => {
    world = started;
  });

  it("lights up the DBO's bell when the supervisor assigns a document, and opens it in processing", async () => {
    const { page } = await signInAs(world, 'dbo@demo.dbbs.test', '/dbbs/dbo');
    const bell = page.getByTestId('notification-bell');
    await page.locator('[data-testid="notification-bell"][data-unread]').waitFor(SETTLE);
    const before = Number(await bell.getAttribute('data-unread'));

    const token = await idTokenFor('dbs@demo.dbbs.test', DEMO_PASSWORD);
    const api = async (url: string, init: RequestInit = {}) => {
      const response = await fetch(`${world.server.url}${url}`, {
        ...init,
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      });
      expect(response.status, `${url}: ${response.status}`).toBeLessThan(300);
      return response.json();
    };
    const [dbo] = (await api('/api/users?email=dbo@demo.dbbs.test')) as { id: string }[];
    const [document] = (await api('/api/documents?status=new&_start=0&_end=1')) as {
      id: string;
      title: string;
      version: number;
    }[];
    expect(document, 'the demo data has a new document').toBeDefined();
    await api(`/api/documents/${document!.id}/assign`, {
      method: 'POST',
      body: JSON.stringify({ version: document!.version, assigneeId: dbo!.id }),
    });

    // The live stream brings it: no reload.
    await page.locator(`[data-testid="notification-bell"][data-unread="${before + 1}"]`).waitFor(SETTLE);
    await bell.click();
    const entry = page.getByTestId('notification-entry').first();
    await entry.waitFor(SETTLE);
    expect(await entry.getAttribute('data-kind')).toBe('assigned');
    expect(await entry.getAttribute('data-unread')).toBe('true');
    const text = await entry.getByTestId('notification-open').textContent();
    expect(text).toContain(document!.title);
    expect(text).toContain('assigned');

    await entry.getByTestId('notification-open').click();
    await page.waitForURL((url) => url.pathname === '/dbbs/dboarea/processing', SETTLE);
    expect(new URL(page.url()).searchParams.get('document')).toBe(document!.id);
    // Opening it read it: the bell is back where it was.
    await page.locator(`[data-testid="notification-bell"][data-unread="${before}"]`).waitFor(SETTLE);
  });

  it('works by keyboard in the dark theme: mark all read, Escape, and a kind turned off in preferences', async () => {
    const { page } = await signInAs(world, 'dbs@demo.dbbs.test', '/dbbs/dbs');
    await page.getByTestId('theme-switch').click();
    await page.locator('[data-testid="theme-switch"][aria-checked="true"]').waitFor(SETTLE);
    const bell = page.getByTestId('notification-bell');
    await page.locator('[data-testid="notification-bell"][data-unread]').waitFor(SETTLE);

    await bell.focus();
    await page.keyboard.press('Enter');
    const list = page.getByTestId('notification-list');
    await list.waitFor(SETTLE);
    // Either the entries or the empty state, never a spinner left behind.
    await page
      .locator('[data-testid="notification-entry"], [data-testid="notification-empty"]')
      .first()
      .waitFor(SETTLE);
    const markAll = page.getByTestId('notification-mark-all');
    if (await markAll.isEnabled()) {
      await markAll.focus();
      await page.keyboard.press('Enter');
    }
    await page.locator('[data-testid="notification-bell"][data-unread="0"]').waitFor(SETTLE);
    await page.keyboard.press('Escape');
    await list.waitFor({ state: 'hidden', ...SETTLE });

    await bell.click();
    await page.getByTestId('notification-preferences').click();
    const approved = page.getByTestId('notification-kind-approved');
    await page.locator('[data-testid="notification-kind-approved"][aria-checked="true"]').waitFor(SETTLE);
    await approved.focus();
    await page.keyboard.press('Space');
    await page.locator('[data-testid="notification-kind-approved"][aria-checked="false"]').waitFor(SETTLE);
    await page.getByRole('button', { name: 'Save' }).click();
    await approved.waitFor({ state: 'hidden', ...SETTLE });

    const token = await idTokenFor('dbs@demo.dbbs.test', DEMO_PASSWORD);
    const saved = await fetch(`${world.server.url}/api/notifications/preferences`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect((await saved.json()).kinds).toMatchObject({ approved: false, assigned: true });
  });
});
