/**
 * The rest of a document's life in Chromium, by the people the product is for (issue 11):
 * 1. the DBS supervisor sends a processed document back with a reason code and a comment;
 * 2. the DBO sees the reason at the top of their queue, fixes the document and raises a question
 *    for the client;
 * 3. the client supervisor answers it in resolution;
 * 4. the DBO resolves it in the resolution center and submits the document;
 * 5. the DBS supervisor approves it;
 * 6. the client supervisor opens it in review, reads its timeline in details, and accepts it;
 * 7. the document shows as archived in Process documents;
 * 8. a second browser watching the client's review list saw it arrive without a reload.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { BrowserWorld } from '../helpers/browser.js';
import { signInAs } from '../helpers/e2e-support.js';
import { e2eDataDir, SETTLE, useBrowserWorld } from '../helpers/e2e-documents.js';

const dataDir = e2eDataDir('review');
// Eight steps by four people in four browsers: about 130 s before step 7 on a loaded 2-core
// machine (load ~28), so the journey gets more than the project's 120 s default.
const JOURNEY = { timeout: 360_000 };

/** Picks an option of an antd Select by its visible label. */
async function choose(page: Page, testId: string, label: string | RegExp): Promise<void> {
  await page.getByTestId(testId).click();
  await page.locator('.ant-select-dropdown:visible .ant-select-item-option').filter({ hasText: label }).first().click();
}

describe('a document from send-back to archive in Chromium', () => {
  let world: BrowserWorld;
  useBrowserWorld(dataDir, (started) => {
    world = started;
  });

  it('is sent back, fixed, questioned, answered, resolved, approved, reviewed and accepted', JOURNEY, async () => {
    const { db } = world.server.database;
    const dbo = await db
      .selectFrom('app_user')
      .select('id')
      .where('email', '=', 'dbo@demo.dbbs.test')
      .executeTakeFirstOrThrow();
    const acme = await db.selectFrom('tenant').select('id').where('name', '=', 'Acme Retail').executeTakeFirstOrThrow();
    // A processed document of the client supervisor's tenant, keyed by the demo DBO in their scope.
    const doc = await db
      .selectFrom('document')
      .select(['id', 'title'])
      .where('status', '=', 'processed')
      .where('assignee_id', '=', dbo.id)
      .where('tenant_id', '=', acme.id)
      .where(
        'tenant_id',
        'in',
        db
          .selectFrom('assignment')
          .innerJoin('team_member', 'team_member.team_id', 'assignment.team_id')
          .select('assignment.tenant_id')
          .where('team_member.user_id', '=', dbo.id),
      )
      // The newest, so it heads Process documents' archived tab (newest first) once accepted.
      .orderBy('created_at', 'desc')
      .executeTakeFirstOrThrow();
    const stamp = Date.now();
    const comment = `Vendor name is misspelt ${stamp}`;
    const question = `Which cost centre is this for? ${stamp}`;
    const answer = `Cost centre 42 ${stamp}`;

    // 8 (set up first): a second browser watches the client's review list.
    const watcher = await signInAs(world, 'supervisor@demo.dbbs.test', '/client/review');
    await watcher.page.getByTestId('review-table').waitFor(SETTLE);
    expect(await watcher.page.getByTestId(`review-row-${doc.id}`).count()).toBe(0);

    // 1. The DBS supervisor opens it in approval and sends it back with a reason and a comment.
    const dbs = await signInAs(world, 'dbs@demo.dbbs.test', '/dbbs/dbs');
    await dbs.page.goto('/dbbs/dbsarea/approve');
    await dbs.page.getByTestId(`approve-open-${doc.id}`).click();
    await dbs.page.locator(`[data-testid="document-read-only"][data-document="${doc.id}"]`).waitFor(SETTLE);
    await dbs.page.getByTestId('decision-send-back').click();
    await dbs.page.getByTestId('reason-comment').waitFor(SETTLE);
    // Both are required: confirming with neither keeps the dialog open.
    await dbs.page.getByTestId('reason-confirm').click();
    await dbs.page.locator('.ant-form-item-explain-error').first().waitFor(SETTLE);
    await choose(dbs.page, 'reason-code', /./);
    const reasonCode = (await dbs.page.locator('.ant-modal .ant-select-selection-item').textContent()) ?? '';
    expect(reasonCode.length).toBeGreaterThan(0);
    await dbs.page.getByTestId('reason-comment').fill(comment);
    await dbs.page.getByTestId('reason-confirm').click();
    await dbs.page.waitForURL(
      (url) => url.pathname === '/dbbs/dbsarea/approve' && !url.searchParams.has('document'),
      SETTLE,
    );

    // 2. The DBO sees the reason at the top of their queue, fixes the document, asks the client.
    const dboUser = await signInAs(world, 'dbo@demo.dbbs.test', '/dbbs/dbo');
    const sentBack = dboUser.page.getByTestId(`dbo-sent-back-${doc.id}`);
    await sentBack.waitFor(SETTLE);
    expect(await sentBack.textContent()).toContain(comment);
    // At the top: the sent-back documents head the queue (the demo has others), this one among them.
    const rowIds = await dboUser.page
      .locator('tr[data-testid^="dbo-queue-row-"]')
      .evaluateAll((rows) => rows.map((row) => row.getAttribute('data-testid')!.replace('dbo-queue-row-', '')));
    const sentBackIds = await dboUser.page
      .locator('[data-testid^="dbo-sent-back-"]')
      .evaluateAll((alerts) => alerts.map((alert) => alert.getAttribute('data-testid')!.replace('dbo-sent-back-', '')));
    expect(sentBackIds).toContain(doc.id);
    expect(new Set(rowIds.slice(0, sentBackIds.length))).toEqual(new Set(sentBackIds));
    await dboUser.page.getByTestId(`dbo-open-${doc.id}`).click();
    await dboUser.page.locator('[data-testid="processing-view"][data-status="processing"]').waitFor(SETTLE);
    expect(await dboUser.page.getByTestId('processing-sent-back').textContent()).toContain(comment);
    const vendor = dboUser.page.getByTestId('processing-vendor');
    await vendor.fill(`Fixed Vendor ${stamp}`);
    await dboUser.page.locator('[data-testid="processing-save-state"][data-state="saved"]').waitFor(SETTLE);
    await dboUser.page.getByTestId('processing-raise-issue').click();
    await dboUser.page.getByTestId('processing-issue-message').waitFor(SETTLE);
    await choose(dboUser.page, 'processing-issue-type', 'Question for the client');
    await dboUser.page.getByTestId('processing-issue-message').fill(question);
    await dboUser.page.getByTestId('processing-issue-raise').click();
    await dboUser.page.waitForURL((url) => url.pathname === '/dbbs/dbo', SETTLE);

    // 3. The client supervisor answers it in resolution, with the document beside the thread.
    const client = await signInAs(world, 'supervisor@demo.dbbs.test', '/client/review');
    await client.page.goto('/dbbs/dbsarea/resolution');
    const clientRow = client.page.locator(`[data-testid^="issue-row-"][data-document="${doc.id}"]`);
    await clientRow.waitFor(SETTLE);
    await clientRow.click();
    await client.page.getByTestId('issue-messages').getByText(question).waitFor(SETTLE);
    await client.page.getByTestId('document-preview').waitFor(SETTLE);
    expect(await client.page.getByTestId('issue-resolve').count()).toBe(0);
    await client.page.getByTestId('issue-answer-text').fill(answer);
    await client.page.getByTestId('issue-answer').click();
    await client.page.getByTestId('issue-messages').getByText(answer).waitFor(SETTLE);
    await client.page
      .getByTestId('issue-thread-waiting')
      .filter({ hasText: 'Waiting on the back office' })
      .waitFor(SETTLE);

    // 4. The DBO finds it waiting on them in the resolution center, resolves it, and submits.
    await dboUser.page.goto('/dbbs/ResolutionCenter');
    const dboRow = dboUser.page
      .getByTestId('resolution-waiting-on-me')
      .locator(`[data-testid^="issue-row-"][data-document="${doc.id}"]`);
    await dboRow.waitFor(SETTLE);
    await dboRow.click();
    await dboUser.page.getByTestId('issue-messages').getByText(answer).waitFor(SETTLE);
    await dboUser.page.getByTestId('issue-resolve').click();
    await dboUser.page.locator('[data-testid="issue-thread"][data-status="resolved"]').waitFor(SETTLE);
    await dboUser.page.getByTestId('resolution-open-document').click();
    await dboUser.page.locator('[data-testid="processing-view"][data-status="processing"]').waitFor(SETTLE);
    await dboUser.page.getByTestId('processing-submit').click();
    await dboUser.page.waitForURL((url) => url.pathname === '/dbbs/dbo', SETTLE);

    // 5. The DBS supervisor approves it (the list follows live; the document is processed again).
    await dbs.page.getByTestId(`approve-open-${doc.id}`).click();
    await dbs.page.locator(`[data-testid="document-read-only"][data-document="${doc.id}"]`).waitFor(SETTLE);
    expect(await dbs.page.getByTestId('processing-vendor').inputValue()).toBe(`Fixed Vendor ${stamp}`);
    await dbs.page.getByTestId('decision-approve').click();
    await dbs.page.waitForURL(
      (url) => url.pathname === '/dbbs/dbsarea/approve' && !url.searchParams.has('document'),
      SETTLE,
    );

    // 8. The watching browser sees it arrive in review, never reloaded.
    await watcher.page.getByTestId(`review-row-${doc.id}`).waitFor(SETTLE);

    // 6. The client supervisor opens it in review, reads its whole timeline in details, accepts.
    await client.page.goto(`/client/details?document=${doc.id}`);
    const timeline = client.page.getByTestId('document-timeline');
    await timeline.waitFor(SETTLE);
    await timeline.locator('[data-testid="timeline-step"][data-action="approve"]').waitFor(SETTLE);
    const sendBackStep = timeline.locator('[data-testid="timeline-step"][data-action="send-back"]').last();
    expect(await sendBackStep.textContent()).toContain(comment);
    expect(await sendBackStep.getByTestId('timeline-states').textContent()).toBe('Processed → Processing');
    await client.page.getByTestId('document-issues').getByText(question).first().waitFor(SETTLE);

    await client.page.goto(`/client/review?document=${doc.id}`);
    await client.page.locator(`[data-testid="document-read-only"][data-document="${doc.id}"]`).waitFor(SETTLE);
    await client.page.getByTestId('decision-accept').click();
    await client.page.waitForURL(
      (url) => url.pathname === '/client/review' && !url.searchParams.has('document'),
      SETTLE,
    );
    // The watcher sees it leave the list too.
    await watcher.page.waitForFunction(
      (id) => !document.querySelector(`[data-testid="review-row-${id}"]`),
      doc.id,
      SETTLE,
    );

    // 7. Archived in Process documents.
    await dboUser.page.goto('/dbbs/ProcessDocs?status=archived');
    const archivedRow = dboUser.page.getByTestId(`documents-row-${doc.id}`);
    await archivedRow.waitFor(SETTLE);
    expect(await archivedRow.getByTestId('document-status').textContent()).toBe('Archived');

    const stored = await db.selectFrom('document').select('status').where('id', '=', doc.id).executeTakeFirstOrThrow();
    expect(stored.status).toBe('archived');

    for (const opened of [watcher, dbs, dboUser, client]) await opened.context.close();
  });
});
