/**
 * Issue 10's journey in one go, in Chromium: the uploader uploads a PDF (then two more files);
 * the DBS supervisor assigns the three in bulk to a DBO through the load picker; the DBO presses
 * Start next, sees page 1 of the PDF drawn, keys the header and three items with the keyboard
 * only, is refused on a wrong total (both figures named), fixes it and submits; the supervisor's
 * dashboard, open in a second browser all along, follows every step without a reload.
 *
 * The DBO is made for this test (in the demo team, queue empty), so Start next can only take
 * this journey's work: its order is due time, then arrival, and the PDF arrived first.
 */
import { randomUUID } from 'node:crypto';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../../src/common/demo-accounts.js';
import { DEMO_TEAM } from '../../src/server/db/demo-data.js';
import { newPage, signIn, type BrowserWorld } from '../helpers/browser.js';
import { signInAs } from '../helpers/e2e-support.js';
import { createIdentity, uniqueEmail } from '../helpers/identity.js';
import { samplePdf, samplePng } from '../helpers/sample-files.js';
import {
  dashboardCount,
  dashboardCountSelector,
  e2eDataDir,
  useBrowserWorld,
  waitForCanvasInk,
  waitForDashboardCount,
} from '../helpers/e2e-documents.js';

const dataDir = e2eDataDir('journey');

const SETTLE = { timeout: 30_000 };

/** Picks an option of an antd Select by typing part of its label, keyboard only. */
async function pick(page: Page, testId: string, typed: string, label: string): Promise<void> {
  await page.getByTestId(testId).click();
  await page.keyboard.type(typed);
  await page.locator('.ant-select-item-option', { hasText: label }).first().waitFor(SETTLE);
  await page.keyboard.press('Enter');
}

describe('the back office journey in Chromium', () => {
  let world: BrowserWorld;
  useBrowserWorld(dataDir, (started) => {
    world = started;
  });

  it('upload, bulk assignment, Start next, keyboard keying, a refused total, submit, watched live', async () => {
    const { db } = world.server.database;
    const stamp = Date.now();

    // A DBO of the demo team with nothing in their queue yet.
    const dboEmail = uniqueEmail('journey-dbo');
    const dboName = `Journey Dbo ${stamp}`;
    await createIdentity(dboEmail, DEMO_PASSWORD);
    const dboId = randomUUID();
    const now = new Date().toISOString();
    await db
      .insertInto('app_user')
      .values({ id: dboId, email: dboEmail, name: dboName, roles: '["isDbo"]', tenant_id: null, created_at: now })
      .execute();
    const team = await db.selectFrom('team').select('id').where('name', '=', DEMO_TEAM).executeTakeFirstOrThrow();
    await db
      .insertInto('team_member')
      .values({ id: randomUUID(), team_id: team.id, user_id: dboId, created_at: now })
      .execute();

    // The supervisor's dashboard, watched in a browser of its own for the whole journey.
    const watcher = await signInAs(world, 'dbs@demo.dbbs.test', '/dbbs/dbs');
    const dashboard = watcher.page;
    await dashboard.locator(dashboardCountSelector('new')).waitFor(SETTLE);
    const newAtStart = await dashboardCount(dashboard, 'new');
    const assignedAtStart = await dashboardCount(dashboard, 'assigned');
    const processedAtStart = await dashboardCount(dashboard, 'processed');
    const navigations: string[] = [];
    dashboard.on('framenavigated', (frame) => {
      if (frame === dashboard.mainFrame()) navigations.push(frame.url());
    });

    // 1. The uploader uploads the PDF, then two more files, one after the other.
    const uploader = await newPage(world);
    await signIn(uploader.page, 'uploader@demo.dbbs.test');
    await uploader.page.waitForURL('**/client/location', SETTLE);
    const card = uploader.page.getByTestId('location-card').first();
    await card.click();
    await uploader.page.getByTestId('go-upload').click();
    await uploader.page.waitForURL('**/client/uploads', SETTLE);
    await uploader.page.getByTestId('chosen-location').waitFor(SETTLE);
    const files = [
      { name: `journey-${stamp}.pdf`, mimeType: 'application/pdf', buffer: samplePdf(`journey ${stamp}`) },
      { name: `journey-${stamp}-a.png`, mimeType: 'image/png', buffer: samplePng((stamp + 11) % 65536) },
      { name: `journey-${stamp}-b.png`, mimeType: 'image/png', buffer: samplePng((stamp + 12) % 65536) },
    ];
    for (const file of files) {
      await uploader.page.locator('.ant-upload-drag input[type=file]').setInputFiles([file]);
      const result = uploader.page
        .getByTestId('upload-row')
        .filter({ hasText: file.name })
        .getByTestId('upload-result');
      await result.waitFor(SETTLE);
      expect(await result.getAttribute('data-result')).toBe('accepted');
    }
    await uploader.context.close();
    const documents = await db
      .selectFrom('document')
      .innerJoin('upload', 'upload.id', 'document.upload_id')
      .innerJoin('location', 'location.id', 'document.location_id')
      .select(['document.id', 'upload.file_name', 'location.name as location'])
      .where(
        'upload.file_name',
        'in',
        files.map((file) => file.name),
      )
      .execute();
    expect(documents).toHaveLength(3);
    const idOf = (name: string) => documents.find((doc) => doc.file_name === name)!.id;
    const pdfId = idOf(files[0]!.name);
    await waitForDashboardCount(dashboard, 'new', newAtStart + 3, SETTLE);

    // 2. The supervisor assigns the three in bulk to the new DBO, picked by name with their load.
    const assign = await watcher.context.newPage();
    await assign.goto('/dbbs/dbsarea/assignWork');
    await assign.getByTestId('assign-table').waitFor(SETTLE);
    await pick(assign, 'assign-filter-location', documents[0]!.location.slice(0, 8), documents[0]!.location);
    for (const doc of documents) await assign.getByTestId(`assign-row-${doc.id}`).check(SETTLE);
    await assign.getByTestId('assign-selected-count').filter({ hasText: '3' }).waitFor(SETTLE);
    await pick(assign, 'assign-picker', 'Journey Dbo', dboName);
    await assign.getByTestId('assign-apply').click();
    await assign.getByTestId('assign-selected-count').filter({ hasText: /^0 / }).waitFor(SETTLE);
    await assign.close();
    await waitForDashboardCount(dashboard, 'new', newAtStart, SETTLE);
    expect(await dashboardCount(dashboard, 'assigned')).toBe(assignedAtStart + 3);
    const assigned = await db
      .selectFrom('document')
      .select(['id', 'assignee_id', 'due_at'])
      .where(
        'id',
        'in',
        documents.map((doc) => doc.id),
      )
      .execute();
    expect(assigned.every((doc) => doc.assignee_id === dboId && doc.due_at !== null)).toBe(true);

    // 3. The DBO presses Start next: the PDF opens in processing and its page 1 is drawn.
    const dbo = await signInAs(world, dboEmail, '/dbbs/dbo');
    for (const doc of documents) await dbo.page.getByTestId(`dbo-queue-row-${doc.id}`).waitFor(SETTLE);
    await dbo.page.getByTestId('dbo-start-next').click();
    await dbo.page.waitForURL((url) => url.searchParams.get('document') === pdfId, SETTLE);
    await dbo.page.waitForSelector('[data-testid="processing-view"][data-status="processing"]', SETTLE);
    await waitForCanvasInk(dbo.page, SETTLE);

    // The header and three items, keyboard only, with a total that is wrong on purpose.
    const keys = dbo.page.keyboard;
    await keys.press('Alt+2');
    for (const [index, text] of [`Journey Vendor ${stamp}`, `J-${stamp}`, '23/11/2026', '30.00', 'usd'].entries()) {
      if (index > 0) await keys.press('Tab');
      await keys.press('Control+A');
      await keys.type(text);
    }
    await keys.press('Alt+3');
    const items = [
      ['2026-11-20', 'Parking', 'Travel', '5.00', 'USD', '0.50'],
      ['2026-11-21', 'Coffee', 'Meals', '7.25', 'USD', ''],
      ['2026-11-22', 'Toner', 'Office', '12', 'USD', ''],
    ];
    for (const cells of items) {
      await keys.press('Control+Enter');
      for (const cell of cells) {
        if (cell !== '') await keys.type(cell);
        await keys.press('Enter');
      }
    }
    await dbo.page.getByTestId('processing-grid').getByText('Toner').waitFor(SETTLE);

    // 4. Submit is refused and both figures are named; the total fixed, submit goes through.
    await keys.press('Alt+S');
    const refusal = dbo.page.getByTestId('processing-step-error');
    await refusal.waitFor(SETTLE);
    expect(await refusal.textContent()).toContain('USD 30.00');
    expect(await refusal.textContent()).toContain('USD 24.75');
    expect(
      (await db.selectFrom('document').select('status').where('id', '=', pdfId).executeTakeFirstOrThrow()).status,
    ).toBe('processing');
    await keys.press('Alt+2');
    for (let i = 0; i < 3; i += 1) await keys.press('Tab');
    await keys.press('Control+A');
    await keys.type('24.75');
    await dbo.page.waitForSelector('[data-testid="processing-totals-check"][data-state="equal"]', SETTLE);
    await keys.press('Alt+S');
    await dbo.page.waitForURL((url) => url.pathname === '/dbbs/dbo', SETTLE);
    const done = await db.selectFrom('document').selectAll().where('id', '=', pdfId).executeTakeFirstOrThrow();
    expect(done.status).toBe('processed');
    expect(Number(done.total_cents)).toBe(2475);
    expect(done.vendor).toBe(`Journey Vendor ${stamp}`);
    const stored = await db.selectFrom('doc_item').select('description').where('document_id', '=', pdfId).execute();
    expect(stored.map((item) => item.description).sort()).toEqual(['Coffee', 'Parking', 'Toner']);

    // 5. The dashboard in the other browser saw it all without a reload.
    await waitForDashboardCount(dashboard, 'processed', processedAtStart + 1, SETTLE);
    expect(await dashboardCount(dashboard, 'assigned')).toBe(assignedAtStart + 2);
    expect(navigations).toEqual([]);

    await dbo.context.close();
    await watcher.context.close();
  });
});
