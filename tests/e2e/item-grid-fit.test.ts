/**
 * The item grids fit their box, and the split between file and form is the user's, in Chromium:
 * - at 1440 x 900 and at 1024 x 768 the processing grid (the DBO's) and the approve screen's
 *   read-only grid (the DBS supervisor's) scroll no wider than they are, and every column header
 *   shows whole, with the cursor on the last column too;
 * - the divider between file and form, dragged with the mouse or moved with the arrow keys, is
 *   where the user left it after a reload.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { BrowserWorld } from '../helpers/browser.js';
import { demoDboDocument } from '../helpers/demo-dbo-document.js';
import { e2eDataDir, SETTLE, useBrowserWorld } from '../helpers/e2e-documents.js';
import { signInAs } from '../helpers/e2e-support.js';

const dataDir = e2eDataDir('item-grid-fit');
const VIEWPORTS = [
  { width: 1440, height: 900, layout: 'side' },
  { width: 1024, height: 768, layout: 'stacked' },
] as const;

interface GridFit {
  scrollWidth: number;
  clientWidth: number;
  scrollLeft: number;
  /** Headers not whole within the grid's visible box, or whose text is cut. */
  hidden: string[];
  headers: number;
}

/** How the grid inside `container` fits: its scroll against its box, and each column header. */
function gridFit(page: Page, container: string): Promise<GridFit> {
  return page.evaluate((selector) => {
    const grid = document.querySelector<HTMLElement>(`${selector} [role="grid"]`);
    if (!grid) throw new Error(`no grid in ${selector}`);
    const box = grid.getBoundingClientRect();
    const headers = [...grid.querySelectorAll<HTMLElement>('[role="columnheader"]')];
    const hidden = headers
      .filter((header) => {
        const rect = header.getBoundingClientRect();
        return rect.left < box.left - 0.5 || rect.right > box.right + 0.5 || header.scrollWidth > header.clientWidth;
      })
      .map((header) => header.textContent ?? '');
    return {
      scrollWidth: grid.scrollWidth,
      clientWidth: grid.clientWidth,
      scrollLeft: grid.scrollLeft,
      hidden,
      headers: headers.length,
    };
  }, container);
}

async function expectGridFits(page: Page, container: string): Promise<void> {
  const fit = await gridFit(page, container);
  expect(fit.headers).toBe(6);
  expect(fit.scrollWidth).toBeLessThanOrEqual(fit.clientWidth);
  expect(fit.hidden).toEqual([]);
  expect(fit.scrollLeft).toBe(0);
}

/** Puts the grid's cursor on the last column (Tax) of the first row, where it scrolled sideways before. */
async function cursorOnTax(page: Page, container: string): Promise<void> {
  await page.locator(`${container} [role="row"]`).nth(1).locator('[role="gridcell"]').last().click();
  await page.waitForFunction(
    (selector) =>
      document.activeElement?.closest(`${selector} [role="gridcell"]`)?.getAttribute('aria-colindex') === '6',
    container,
    SETTLE,
  );
}

const filePaneWidth = (page: Page) =>
  page
    .locator('[data-testid="document-split"] .ant-splitter-panel')
    .first()
    .evaluate((panel) => panel.getBoundingClientRect().width);

describe('item grids and the document split in Chromium', () => {
  let world: BrowserWorld;
  useBrowserWorld(dataDir, (started) => {
    world = started;
  });

  /** A processed document with items, in the demo DBS supervisor's scope. */
  async function processedDocument(): Promise<string> {
    const { db } = world.server.database;
    const row = await db
      .selectFrom('document')
      .innerJoin('doc_item', 'doc_item.document_id', 'document.id')
      .select('document.id')
      .where('document.status', '=', 'processed')
      .where(
        'document.tenant_id',
        'in',
        db
          .selectFrom('assignment')
          .innerJoin('team', 'team.id', 'assignment.team_id')
          .innerJoin('app_user', 'app_user.id', 'team.supervisor_id')
          .select('assignment.tenant_id')
          .where('app_user.email', '=', 'dbs@demo.dbbs.test'),
      )
      .groupBy('document.id')
      .orderBy('document.id')
      .executeTakeFirstOrThrow();
    return row.id;
  }

  it('shows every column of the processing grid and of a read-only grid at 1440 and 1024 px', async () => {
    const keyed = await demoDboDocument(world, { statuses: ['processing'], file: 'pdf' });
    const approvable = await processedDocument();
    const dbo = await signInAs(world, 'dbo@demo.dbbs.test', '/dbbs/dbo');
    const dbs = await signInAs(world, 'dbs@demo.dbbs.test', '/dbbs/dbs');
    for (const { width, height, layout } of VIEWPORTS) {
      await dbo.page.setViewportSize({ width, height });
      await dbo.page.goto(`/dbbs/dboarea/processing?document=${keyed.id}`);
      await dbo.page.locator(`[data-testid="document-split"][data-layout="${layout}"]`).waitFor(SETTLE);
      await dbo.page.locator('[data-testid="processing-grid"] [role="gridcell"]').first().waitFor(SETTLE);
      await expectGridFits(dbo.page, '[data-testid="processing-grid"]');
      await cursorOnTax(dbo.page, '[data-testid="processing-grid"]');
      await expectGridFits(dbo.page, '[data-testid="processing-grid"]');

      await dbs.page.setViewportSize({ width, height });
      await dbs.page.goto(`/dbbs/dbsarea/approve?document=${approvable}`);
      await dbs.page.locator(`[data-testid="document-split"][data-layout="${layout}"]`).waitFor(SETTLE);
      await dbs.page.locator('[data-testid="document-items"] [role="gridcell"]').first().waitFor(SETTLE);
      await expectGridFits(dbs.page, '[data-testid="document-items"]');
      await cursorOnTax(dbs.page, '[data-testid="document-items"]');
      await expectGridFits(dbs.page, '[data-testid="document-items"]');
    }
    await dbo.context.close();
    await dbs.context.close();
  });

  it('keeps the split the user dragged, and the one moved with the keyboard, after a reload', async () => {
    const keyed = await demoDboDocument(world, { statuses: ['processing'], file: 'pdf' });
    const { context, page } = await signInAs(world, 'dbo@demo.dbbs.test', '/dbbs/dbo', { width: 1440, height: 900 });
    await page.goto(`/dbbs/dboarea/processing?document=${keyed.id}`);
    // The divider is a line of no width (its dragger is wider): attached, not "visible".
    const divider = page.getByTestId('document-split-divider');
    await divider.waitFor({ ...SETTLE, state: 'attached' });
    const before = await filePaneWidth(page);

    // Dragged 100 px to the left: the form is wider, the file narrower.
    const bar = (await divider.boundingBox())!;
    const [x, y] = [bar.x + bar.width / 2, bar.y + 40];
    await page.mouse.move(x, y);
    await page.mouse.down();
    await page.mouse.move(x - 50, y, { steps: 5 });
    await page.mouse.move(x - 100, y, { steps: 5 });
    await page.mouse.up();
    const dragged = await filePaneWidth(page);
    expect(Math.abs(dragged - (before - 100))).toBeLessThanOrEqual(4);
    await expectGridFits(page, '[data-testid="processing-grid"]');

    await page.reload();
    await divider.waitFor({ ...SETTLE, state: 'attached' });
    expect(Math.abs((await filePaneWidth(page)) - dragged)).toBeLessThanOrEqual(2);

    // The divider takes the keyboard too: End gives the file the most the form can spare, and
    // the grid still shows every column beside it; an arrow key moves it back a step.
    await divider.focus();
    await page.keyboard.press('End');
    const widest = await filePaneWidth(page);
    expect(widest).toBeGreaterThan(dragged + 100);
    await expectGridFits(page, '[data-testid="processing-grid"]');
    await page.keyboard.press('ArrowLeft');
    const moved = await filePaneWidth(page);
    expect(moved).toBeLessThan(widest);
    await page.reload();
    await divider.waitFor({ ...SETTLE, state: 'attached' });
    expect(Math.abs((await filePaneWidth(page)) - moved)).toBeLessThanOrEqual(2);
    await context.close();
  });
});
