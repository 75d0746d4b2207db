/**
 * The processing and approve screens with the keyboard alone (no mouse click anywhere), and a
 * visible focus on every control the keys land on: the DBO signs in, Tabs to a document of
 * their queue, opens and starts it, keys the header and two items in the grid, waits for the draft to
 * save and submits it with the Submit button; the DBS supervisor signs in, Tabs to the first
 * document waiting for approval, opens it and approves it. Each focused control shows an
 * outline or a box-shadow that goes when it loses the focus (computed styles).
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../../src/common/demo-accounts.js';
import { demoDboDocument } from '../helpers/demo-dbo-document.js';
import { newPage, type BrowserWorld } from '../helpers/browser.js';
import { e2eDataDir, keyCell, SETTLE, useBrowserWorld } from '../helpers/e2e-documents.js';
import { focusedName, focusIndicator, tabTo } from '../helpers/keyboard.js';
import { waitFor } from '../helpers/wait-for.js';

const dataDir = e2eDataDir('keyboard');

/** Signs in from the keyboard: Tab to the email, type, Tab, type the password, Enter. */
async function signInByKeyboard(page: Page, email: string, landing: string): Promise<void> {
  await page.goto('/auth/login');
  await page.getByTestId('login-card').waitFor(SETTLE);
  await tabTo(page, '[data-testid="login-email"]');
  await page.keyboard.type(email);
  await page.keyboard.press('Tab');
  await page.keyboard.type(DEMO_PASSWORD);
  await page.keyboard.press('Enter');
  await page.waitForURL((url) => url.pathname === landing, SETTLE);
}

describe('processing and approval with the keyboard alone, focus visible', () => {
  let world: BrowserWorld;
  useBrowserWorld(dataDir, (started) => {
    world = started;
  });

  /** Fails naming the element when the focused one shows no focus indicator. */
  async function expectVisibleFocus(page: Page, label: string): Promise<void> {
    const indicator = await focusIndicator(page);
    expect(indicator, `${label}: no visible focus on ${await focusedName(page)}`).not.toBeNull();
  }

  it('a DBO processes a document and a DBS supervisor approves one, by keyboard only', async () => {
    const { db } = world.server.database;
    const doc = await demoDboDocument(world, { statuses: ['assigned'], file: 'any' });
    // Due first, so it is on the first page of the DBO's queue.
    await db.updateTable('document').set({ due_at: '2000-01-01T00:00:00.000Z' }).where('id', '=', doc.id).execute();

    const dboTab = await newPage(world, { width: 1440, height: 900 });
    const page = dboTab.page;
    await signInByKeyboard(page, 'dbo@demo.dbbs.test', '/dbbs/dbo');
    await page.getByTestId(`dbo-open-${doc.id}`).waitFor(SETTLE);

    // Open: Tab to the document's link in the queue, Enter.
    await tabTo(page, `[data-testid="dbo-open-${doc.id}"]`, { max: 200 });
    await expectVisibleFocus(page, 'the queue link');
    await page.keyboard.press('Enter');
    await page.waitForSelector(
      `[data-testid="processing-view"][data-document="${doc.id}"][data-status="assigned"]`,
      SETTLE,
    );

    // Start: Tab to the button, Enter; the header's first field takes the focus.
    await tabTo(page, '[data-testid="processing-start"]');
    await expectVisibleFocus(page, 'Start');
    await page.keyboard.press('Enter');
    await page.waitForSelector('[data-testid="processing-view"][data-status="processing"]', SETTLE);
    await page.waitForFunction(
      () => document.activeElement?.getAttribute('data-testid') === 'processing-vendor',
      undefined,
      SETTLE,
    );
    await expectVisibleFocus(page, 'the vendor field');

    // The header, field by field.
    const stamp = Date.now();
    for (const [testId, text] of [
      ['processing-vendor', `Keys Only ${stamp}`],
      ['processing-doc-number', `K-${stamp}`],
      ['processing-doc-date', '20/11/2026'],
      ['processing-total', '30.00'],
      ['processing-currency', 'EUR'],
    ] as const) {
      expect(await page.evaluate(() => document.activeElement?.getAttribute('data-testid'))).toBe(testId);
      await expectVisibleFocus(page, testId);
      await page.keyboard.press('Control+A');
      await page.keyboard.type(text);
      if (testId !== 'processing-currency') await page.keyboard.press('Tab');
    }

    // Two items in the grid: Alt+3 to the grid, Ctrl+Enter for a row, each cell typed and left with Enter.
    await page.keyboard.press('Alt+3');
    for (const cells of [
      ['2026-11-20', 'Train ticket', 'Travel', '18.00', 'EUR', ''],
      ['2026-11-20', 'Coffee', 'Meals', '12.00', 'EUR', ''],
    ]) {
      await page.keyboard.press('Control+Enter');
      await expectVisibleFocus(page, 'a grid cell');
      for (const cell of cells) {
        if (cell === '') await page.keyboard.press('Enter');
        else await keyCell(page, cell);
      }
    }
    await page.getByTestId('processing-grid').getByText('Coffee').waitFor(SETTLE);
    await page.waitForSelector('[data-testid="processing-totals-check"][data-state="equal"]', SETTLE);

    // Save: the draft saves itself; wait until it says so.
    await page.waitForSelector('[data-testid="processing-save-state"][data-state="saved"]', SETTLE);

    // Submit: from the header's first field, back with Shift+Tab to the Submit button, Enter.
    await page.keyboard.press('Alt+2');
    await tabTo(page, '[data-testid="processing-submit"]', { back: true });
    await expectVisibleFocus(page, 'Submit');
    await page.keyboard.press('Enter');
    await waitFor(
      async () =>
        (await db.selectFrom('document').select('status').where('id', '=', doc.id).executeTakeFirstOrThrow()).status ===
        'processed',
      { timeout: 20_000, message: 'the document was never submitted' },
    );
    const stored = await db
      .selectFrom('doc_item')
      .select(['description', 'amount_cents'])
      .where('document_id', '=', doc.id)
      .orderBy('position')
      .execute();
    expect(stored.map((item) => [item.description, Number(item.amount_cents)])).toEqual([
      ['Train ticket', 1800],
      ['Coffee', 1200],
    ]);
    await dboTab.context.close();

    // Approval: the DBS supervisor opens the first document waiting and approves it.
    const dbsTab = await newPage(world, { width: 1440, height: 900 });
    const approver = dbsTab.page;
    await signInByKeyboard(approver, 'dbs@demo.dbbs.test', '/dbbs/dbs');
    await approver.goto('/dbbs/dbsarea/approve');
    await approver.locator('[data-testid^="approve-open-"]').first().waitFor(SETTLE);
    await tabTo(approver, '[data-testid^="approve-open-"]');
    await expectVisibleFocus(approver, 'the approve list link');
    const chosen = ((await approver.evaluate(() => document.activeElement?.getAttribute('data-testid'))) ?? '').replace(
      'approve-open-',
      '',
    );
    await approver.keyboard.press('Enter');
    await approver.locator(`[data-testid="document-read-only"][data-document="${chosen}"]`).waitFor(SETTLE);
    await tabTo(approver, '[data-testid="decision-approve"]');
    await expectVisibleFocus(approver, 'Approve');
    await approver.keyboard.press('Enter');
    await approver.waitForURL((url) => url.pathname === '/dbbs/dbsarea/approve' && !url.search, SETTLE);
    const approved = await db
      .selectFrom('document')
      .select('status')
      .where('id', '=', chosen)
      .executeTakeFirstOrThrow();
    expect(approved.status).toBe('approved');
    await dbsTab.context.close();
  });
});
