/**
 * Two of issue 11's screens in Chromium, by the people who use them:
 * - the dispute: the client supervisor disputes approved work with a reason code and a comment;
 *   the document goes on hold; the DBO finds the dispute waiting on them in the resolution
 *   center, reads the comment and resolves it, and the document is back in processing; Process
 *   documents names its assignee for the DBO (who may not list users);
 * - Document items: the filters come from the URL and go back into it, the totals are per
 *   currency for the whole filtered set, and the CSV export holds exactly that set.
 */
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { demoDboDocument } from '../helpers/demo-dbo-document.js';
import type { BrowserWorld } from '../helpers/browser.js';
import { signInAs } from '../helpers/e2e-support.js';
import { e2eDataDir, SETTLE, useBrowserWorld } from '../helpers/e2e-documents.js';

const dataDir = e2eDataDir('dispute-items');

/** Picks an option of an antd Select by its visible label. */
async function choose(page: Page, testId: string, label: string | RegExp): Promise<void> {
  await page.getByTestId(testId).click();
  await page.locator('.ant-select-dropdown:visible .ant-select-item-option').filter({ hasText: label }).first().click();
}

describe('dispute and document items in Chromium', () => {
  let world: BrowserWorld;
  useBrowserWorld(dataDir, (started) => {
    world = started;
  });

  async function demoIds() {
    const { db } = world.server.database;
    const dbo = await db
      .selectFrom('app_user')
      .select(['id', 'name'])
      .where('email', '=', 'dbo@demo.dbbs.test')
      .executeTakeFirstOrThrow();
    const acme = await db.selectFrom('tenant').select('id').where('name', '=', 'Acme Retail').executeTakeFirstOrThrow();
    return { dbo, acme: acme.id };
  }

  it('is disputed by the client supervisor, and the DBO resolves it back into processing', async () => {
    const { db } = world.server.database;
    const { dbo, acme } = await demoIds();
    // Approved work of the supervisor's tenant, keyed by the demo DBO within their team's scope.
    const doc = await demoDboDocument(world, { statuses: ['approved'], tenantId: acme, pick: 'newest' });
    const comment = `The total is for another branch ${Date.now()}`;

    const client = await signInAs(world, 'supervisor@demo.dbbs.test', '/client/review');
    await client.page.goto(`/client/review?document=${doc.id}`);
    await client.page.locator(`[data-testid="document-read-only"][data-document="${doc.id}"]`).waitFor(SETTLE);
    await client.page.getByTestId('decision-dispute').click();
    await client.page.getByTestId('reason-comment').waitFor(SETTLE);
    // A reason code and a comment are both required.
    await client.page.getByTestId('reason-confirm').click();
    await client.page.locator('.ant-form-item-explain-error').first().waitFor(SETTLE);
    await choose(client.page, 'reason-code', /./);
    const reasonCode = (await client.page.locator('.ant-modal .ant-select-selection-item').textContent()) ?? '';
    expect(reasonCode.length).toBeGreaterThan(0);
    await client.page.getByTestId('reason-comment').fill(comment);
    await client.page.getByTestId('reason-confirm').click();
    await client.page.waitForURL(
      (url) => url.pathname === '/client/review' && !url.searchParams.has('document'),
      SETTLE,
    );
    const held = await db.selectFrom('document').select('status').where('id', '=', doc.id).executeTakeFirstOrThrow();
    expect(held.status).toBe('on_hold');

    // The DBO finds the dispute waiting on the back office, reads it and resolves it.
    const dboUser = await signInAs(world, 'dbo@demo.dbbs.test', '/dbbs/dbo');
    await dboUser.page.goto('/dbbs/ResolutionCenter');
    const row = dboUser.page
      .getByTestId('resolution-waiting-on-me')
      .locator(`[data-testid^="issue-row-"][data-document="${doc.id}"]`);
    await row.waitFor(SETTLE);
    await row.click();
    await dboUser.page.getByTestId('issue-messages').getByText(comment).waitFor(SETTLE);
    await dboUser.page.getByTestId('issue-resolve').click();
    await dboUser.page.locator('[data-testid="issue-thread"][data-status="resolved"]').waitFor(SETTLE);
    await dboUser.page.getByTestId('resolution-open-document').click();
    await dboUser.page.locator('[data-testid="processing-view"][data-status="processing"]').waitFor(SETTLE);
    const back = await db.selectFrom('document').select('status').where('id', '=', doc.id).executeTakeFirstOrThrow();
    expect(back.status).toBe('processing');

    // Process documents names the assignee for the DBO, who may not list user accounts.
    await dboUser.page.goto('/dbbs/ProcessDocs?status=processing');
    const assignee = dboUser.page.getByTestId(`documents-assignee-${doc.id}`);
    await assignee.waitFor(SETTLE);
    expect(await assignee.textContent()).toBe(dbo.name);

    for (const opened of [client, dboUser]) await opened.context.close();
  });

  it('keeps the reason typed when the dispute is refused as stale, and sends it on the second try', async () => {
    const { db } = world.server.database;
    const { acme } = await demoIds();
    const doc = await demoDboDocument(world, { statuses: ['approved'], tenantId: acme, pick: 'first' });
    const comment = `Wrong branch again ${Date.now()}`;
    const client = await signInAs(world, 'supervisor@demo.dbbs.test', '/client/review');
    const { page } = client;
    await page.goto(`/client/review?document=${doc.id}`);
    await page.locator(`[data-testid="document-read-only"][data-document="${doc.id}"]`).waitFor(SETTLE);
    await page.getByTestId('decision-dispute').click();
    await choose(page, 'reason-code', /./);
    await page.getByTestId('reason-comment').fill(comment);

    // Someone else writes the document while the reason is typed: still approved, a new version.
    const written = await db
      .updateTable('document')
      .set((eb) => ({ version: eb('version', '+', 1) }))
      .where('id', '=', doc.id)
      .returning('version')
      .executeTakeFirstOrThrow();
    await page.getByTestId('reason-confirm').click();
    await page.getByTestId('decision-error').waitFor(SETTLE);
    // The document is read again behind the dialog, which keeps the comment and waits for the read.
    await page.locator(`[data-testid="document-read-only"][data-version="${written.version}"]`).waitFor(SETTLE);
    await page.locator('[data-testid="reason-confirm"]:not(.ant-btn-loading)').waitFor(SETTLE);
    expect(await page.getByTestId('reason-comment').inputValue()).toBe(comment);
    await page.getByTestId('reason-confirm').click();
    await page.waitForURL((url) => url.pathname === '/client/review' && !url.searchParams.has('document'), SETTLE);
    const held = await db.selectFrom('document').select('status').where('id', '=', doc.id).executeTakeFirstOrThrow();
    expect(held.status).toBe('on_hold');
    await client.context.close();
  });

  it('filters items from the URL, totals them per currency, and exports that set as CSV', async () => {
    const { db } = world.server.database;
    const { dbo, acme } = await demoIds();
    const location = await db
      .selectFrom('location')
      .select('id')
      .where('tenant_id', '=', acme)
      .orderBy('name')
      .executeTakeFirstOrThrow();
    const category = `e2e-cat-${Date.now()}`;
    const documentId = randomUUID();
    const now = new Date().toISOString();
    await db
      .insertInto('document')
      .values({
        id: documentId,
        tenant_id: acme,
        location_id: location.id,
        upload_id: null,
        title: `Items ${category}`,
        status: 'processing',
        assignee_id: dbo.id,
        due_at: null,
        created_at: now,
        updated_at: now,
      })
      .execute();
    const items: [string, number, string][] = [
      ['Paper', 1_000, 'EUR'],
      ['Pens', 250, 'EUR'],
      ['Taxi', 700, 'USD'],
    ];
    await db
      .insertInto('doc_item')
      .values(
        items.map(([description, amount, currency]) => ({
          id: randomUUID(),
          document_id: documentId,
          tenant_id: acme,
          location_id: location.id,
          item_date: now.slice(0, 10),
          description,
          category,
          amount_cents: amount,
          currency,
          tax_cents: 0,
          created_at: now,
        })),
      )
      .execute();

    const supervisor = await signInAs(world, 'supervisor@demo.dbbs.test', '/client/review');
    const { page } = supervisor;
    await page.goto(`/dbbs/dbsarea/docuitem?category=${category}`);
    await page.getByTestId('items-table').waitFor(SETTLE);
    expect(await page.getByTestId('items-filter-category').inputValue()).toBe(category);
    await page.waitForFunction(
      () => document.querySelectorAll('[data-testid^="items-row-"]').length === 3,
      undefined,
      SETTLE,
    );
    const totalText = async (currency: string) =>
      (await page.getByTestId(`items-total-${currency}`).locator('.ant-statistic-content-value').textContent()) ?? '';
    await page.getByTestId('items-total-EUR').waitFor(SETTLE);
    expect(await totalText('EUR')).toContain('12.50');
    expect(await totalText('USD')).toContain('7.00');

    // A minimum amount, applied: into the URL, the rows and the totals.
    await page.getByTestId('items-filter-amount-min').fill('5');
    await page.getByTestId('items-apply').click();
    await page.waitForURL((url) => url.searchParams.get('amountMin') === '5', SETTLE);
    expect(new URL(page.url()).searchParams.get('category')).toBe(category);
    await page.waitForFunction(
      () => document.querySelectorAll('[data-testid^="items-row-"]').length === 2,
      undefined,
      SETTLE,
    );
    await page.waitForFunction(
      () =>
        document
          .querySelector('[data-testid="items-total-EUR"] .ant-statistic-content-value')
          ?.textContent?.includes('10.00'),
      undefined,
      SETTLE,
    );
    expect(await totalText('USD')).toContain('7.00');

    // A reload keeps the filters; the CSV holds the filtered set, whole.
    await page.reload();
    await page.waitForFunction(
      () => document.querySelectorAll('[data-testid^="items-row-"]').length === 2,
      undefined,
      SETTLE,
    );
    const [download] = await Promise.all([
      page.waitForEvent('download', SETTLE),
      page.getByTestId('items-export').click(),
    ]);
    const file = await download.path();
    const csv = fs.readFileSync(file!, 'utf8').trim().split(/\r?\n/);
    expect(csv).toHaveLength(3);
    expect(csv.slice(1).every((line) => line.includes(category))).toBe(true);
    expect(csv.some((line) => line.includes('Paper'))).toBe(true);
    expect(csv.some((line) => line.includes('Taxi'))).toBe(true);
    expect(csv.some((line) => line.includes('Pens'))).toBe(false);

    await supervisor.context.close();
  });
});
