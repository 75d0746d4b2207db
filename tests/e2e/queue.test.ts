/**
 * The back office's queue in Chromium: the DBS supervisor's dashboard shows the counts by
 * status; on the assignment page the supervisor selects two new documents and assigns them in
 * bulk to the demo DBO (picked by name in the load picker); the dashboard left open in another
 * tab follows without a reload, and a count opens the document list on its status's tab; the
 * DBO's queue lists both, and Start next (its `n` key) claims one of the DBO's documents and
 * opens it in processing. A document the supervisor sends back from review heads the DBO's
 * queue with its reason in view.
 */
import { describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../../src/common/demo-accounts.js';
import type { BrowserWorld } from '../helpers/browser.js';
import { signInAs } from '../helpers/e2e-support.js';
import { idTokenFor } from '../helpers/identity.js';
import { dashboardCount, e2eDataDir, SETTLE, useBrowserWorld } from '../helpers/e2e-documents.js';

const dataDir = e2eDataDir('queue');

describe('the queue in Chromium', () => {
  let world: BrowserWorld;
  useBrowserWorld(dataDir, (started) => {
    world = started;
  });

  it('the supervisor bulk-assigns two new documents and the DBO starts the next one', async () => {
    const supervisor = await signInAs(world, 'dbs@demo.dbbs.test', '/dbbs/dbs');
    const dashboard = supervisor.page;
    await dashboard.getByTestId('dbs-count-new').waitFor(SETTLE);
    const newBefore = await dashboardCount(dashboard, 'new');
    const assignedBefore = await dashboardCount(dashboard, 'assigned');
    expect(newBefore).toBeGreaterThanOrEqual(2);
    expect(await dashboard.getByTestId('dbs-load-dbo@demo.dbbs.test').count()).toBe(1);
    expect(await dashboard.getByTestId('dbs-count-new').getAttribute('href')).toBe('/dbbs/dbsarea/document?status=new');

    // The assignment page in a second tab; the dashboard stays open to be watched.
    const assign = await supervisor.context.newPage();
    await assign.goto('/dbbs/dbsarea/assignWork');
    const rows = assign.locator('tr[data-testid^="assign-doc-"]');
    const newRows = rows.filter({ has: assign.getByTestId('document-status').getByText('New', { exact: true }) });
    await newRows.nth(1).waitFor(SETTLE);
    const ids = await Promise.all(
      [0, 1].map(async (n) => ((await newRows.nth(n).getAttribute('data-testid')) ?? '').replace('assign-doc-', '')),
    );
    for (const id of ids) await assign.getByTestId(`assign-row-${id}`).check();
    await assign.getByTestId('assign-selected-count').filter({ hasText: '2' }).waitFor(SETTLE);

    await assign.getByTestId('assign-picker').click();
    await assign.keyboard.type('Dario');
    await assign.locator('.ant-select-item-option', { hasText: 'Dario Bose' }).waitFor(SETTLE);
    await assign.keyboard.press('Enter');
    await assign.getByTestId('assign-apply').click();
    // Done: the selection is cleared (a refusal keeps it), and the rows say so where they still show.
    await assign.getByTestId('assign-selected-count').filter({ hasText: /^0 / }).waitFor(SETTLE);
    // The dashboard follows the live stream: two fewer new, two more assigned, no reload.
    await dashboard.waitForFunction(
      ([expected]) =>
        document.querySelector('[data-testid="dbs-count-new"] .ant-statistic-content-value')?.textContent ===
        String(expected),
      [newBefore - 2],
      SETTLE,
    );
    expect(await dashboardCount(dashboard, 'assigned')).toBe(assignedBefore + 2);

    // A count opens the document list on its status's tab, with the same number on the tab.
    await dashboard.getByTestId('dbs-count-assigned').click();
    await dashboard.waitForURL((url) => url.pathname === '/dbbs/dbsarea/document', SETTLE);
    expect(new URL(dashboard.url()).searchParams.get('status')).toBe('assigned');
    const tab = dashboard.getByTestId('documents-tab-assigned');
    await tab
      .getByTestId('tab-count')
      .filter({ hasText: String(assignedBefore + 2) })
      .waitFor(SETTLE);
    expect(await dashboard.locator('.ant-tabs-tab-active').getByTestId('documents-tab-assigned').count()).toBe(1);
    const listed = dashboard.locator('tr[data-testid^="documents-row-"]');
    await listed.first().waitFor(SETTLE);
    expect(new Set(await listed.getByTestId('document-status').allTextContents())).toEqual(new Set(['Assigned']));

    // The DBO sees both in their queue, then Start next (the N key) opens one in processing.
    const dbo = await signInAs(world, 'dbo@demo.dbbs.test', '/dbbs/dbo');
    for (const id of ids) await dbo.page.getByTestId(`dbo-queue-row-${id}`).waitFor(SETTLE);
    const queued = await dbo.page
      .locator('tr[data-testid^="dbo-queue-row-"]')
      .evaluateAll((found) => found.map((row) => row.getAttribute('data-testid')!.replace('dbo-queue-row-', '')));
    await dbo.page.getByTestId('dbo-start-next').waitFor(SETTLE);
    await dbo.page.locator('body').press('n');
    await dbo.page.waitForURL((url) => url.pathname === '/dbbs/dboarea/processing', SETTLE);
    const started = new URL(dbo.page.url()).searchParams.get('document');
    expect(queued).toContain(started);

    await dbo.context.close();
    await supervisor.context.close();
  });

  it("shows a document sent back from review first in the DBO's queue, with its reason", async () => {
    // The supervisor's send-back goes through the API (its screen is another page's work).
    const token = await idTokenFor('dbs@demo.dbbs.test', DEMO_PASSWORD);
    const api = async (url: string, init: RequestInit = {}) => {
      const response = await fetch(`${world.server.url}${url}`, {
        ...init,
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      });
      expect(response.status, url).toBeLessThan(300);
      return (await response.json()) as unknown;
    };
    const [dbo] = (await api('/api/users?email=dbo@demo.dbbs.test')) as { id: string }[];
    const [processed] = (await api(
      `/api/documents?status=processed&assigneeId=${dbo!.id}&_sort=createdAt&_order=desc&_start=0&_end=1`,
    )) as { id: string; version: number }[];
    const reason = `Total does not match the receipt ${Date.now()}`;
    // Issue 11: a send-back names a reason code from the settings and a comment.
    const { codes } = (await api('/api/documents/reason-codes')) as { codes: string[] };
    await api(`/api/documents/${processed!.id}/send-back`, {
      method: 'POST',
      body: JSON.stringify({ version: processed!.version, reasonCode: codes[0], comment: reason }),
    });

    const { page, context } = await signInAs(world, 'dbo@demo.dbbs.test', '/dbbs/dbo');
    const sentBack = page.getByTestId(`dbo-sent-back-${processed!.id}`);
    await sentBack.waitFor(SETTLE);
    expect(await sentBack.textContent()).toContain(reason);
    // Sent-back documents head the queue (the demo data sends some back too): this one among them.
    const rowIds = await page
      .locator('tr[data-testid^="dbo-queue-row-"]')
      .evaluateAll((rows) => rows.map((row) => row.getAttribute('data-testid')!.replace('dbo-queue-row-', '')));
    const sentBackIds = await page
      .locator('[data-testid^="dbo-sent-back-"]')
      .evaluateAll((alerts) => alerts.map((alert) => alert.getAttribute('data-testid')!.replace('dbo-sent-back-', '')));
    expect(sentBackIds).toContain(processed!.id);
    expect(new Set(rowIds.slice(0, sentBackIds.length))).toEqual(new Set(sentBackIds));
    await context.close();
  });
});
