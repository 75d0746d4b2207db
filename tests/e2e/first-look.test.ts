/**
 * What a new user noticed first, in Chromium on the demo portal:
 * - the document lists (/dbbs/ProcessDocs, /dbbs/dbsarea/document) ask only for what the role
 *   may read: no console error (a refused read's 403) for the client supervisor or the DBO;
 * - each status tab is one phrase for screen readers ("All, 12 documents"), not digit by digit;
 * - the administrator's latest activity fits its card at 1440 × 900, and the page does not
 *   scroll sideways;
 * - the DBO's queue and the assignment page find one document by file name, vendor or number,
 *   the search kept in the URL (a reload keeps it);
 * - the client supervisor's details page without a document offers their recent documents;
 * - the review list shows vendor, number, total and who processed each document.
 */
import { randomUUID } from 'node:crypto';
import type { ConsoleMessage, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatMoney } from '../../src/common/document-totals.js';
import { startBrowserWorld, type BrowserWorld } from '../helpers/browser.js';
import { signInAs } from '../helpers/e2e-support.js';

const SETTLE = { timeout: 20_000 };
/** A page's first full load, signed in, on a machine other runs share. */
const FIRST_LOAD = { timeout: 45_000 };
const SUPERVISOR = 'supervisor@demo.dbbs.test';
const DBO = 'dbo@demo.dbbs.test';
const DBS = 'dbs@demo.dbbs.test';
const ADMIN = 'admin@demo.dbbs.test';

describe('a new user’s first look, in Chromium', () => {
  let world: BrowserWorld;
  let acme: { tenant: string; location: string };
  let dboId: string;
  const tag = randomUUID().slice(0, 6);

  const db = () => world.server.database.db;

  async function addDocument(values: {
    title: string;
    status: string;
    assigneeId?: string | null;
    vendor?: string | null;
    docNumber?: string | null;
    totalCents?: number | null;
    currency?: string | null;
  }): Promise<string> {
    const id = randomUUID();
    const now = new Date().toISOString();
    await db()
      .insertInto('document')
      .values({
        id,
        tenant_id: acme.tenant,
        location_id: acme.location,
        upload_id: null,
        title: values.title,
        status: values.status,
        assignee_id: values.assigneeId ?? null,
        due_at: null,
        created_at: now,
        updated_at: now,
        vendor: values.vendor ?? null,
        doc_number: values.docNumber ?? null,
        doc_date: null,
        total_cents: values.totalCents ?? null,
        currency: values.currency ?? null,
        sent_back_reason: null,
        sent_back_at: null,
      })
      .execute();
    return id;
  }

  /** Console errors of the page from now on (a 403 is one: "Failed to load resource"). */
  const searchBox = (page: Page, testId: string) =>
    page.locator(`input[data-testid="${testId}"], [data-testid="${testId}"] input`).first();

  const consoleErrors = (page: Page) => {
    const errors: string[] = [];
    page.on('console', (message: ConsoleMessage) => {
      if (message.type() === 'error') errors.push(`${page.url()}: ${message.text()}`);
    });
    page.on('pageerror', (error) => errors.push(`${page.url()}: ${error.message}`));
    return errors;
  };

  beforeAll(async () => {
    world = await startBrowserWorld();
    const tenant = await db().selectFrom('tenant').select('id').where('name', '=', 'Acme Retail').executeTakeFirstOrThrow();
    const location = await db()
      .selectFrom('location')
      .select('id')
      .where('tenant_id', '=', tenant.id)
      .orderBy('name')
      .executeTakeFirstOrThrow();
    acme = { tenant: tenant.id, location: location.id };
    dboId = (await db().selectFrom('app_user').select('id').where('email', '=', DBO).executeTakeFirstOrThrow()).id;
  });
  afterAll(async () => {
    await world?.close();
  });

  it.each([
    [SUPERVISOR, '/client/review'],
    [DBO, '/dbbs/dbo'],
  ])('opens the document lists as %s without a console error, each tab named in one phrase', async (email, home) => {
    const { page, context } = await signInAs(world, email, home);
    const errors = consoleErrors(page);
    for (const pathname of ['/dbbs/ProcessDocs', '/dbbs/dbsarea/document']) {
      await page.goto(pathname);
      const table = page.getByTestId('documents-table');
      // A full load of the page: as long as a first load may take on a shared machine.
      await table.locator('tr[data-testid^="documents-row-"]').first().waitFor(FIRST_LOAD);
      const total = await db()
        .selectFrom('document')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('tenant_id', '=', acme.tenant)
        .executeTakeFirstOrThrow();
      // The All tab as a screen reader names it: the label and the count as one phrase.
      const allTab = page.getByRole('tab', { name: /^All, [\d,]+ documents?$/ });
      await allTab.waitFor(SETTLE);
      const count = Number(((await allTab.textContent()) ?? '').replace(/\D/g, '').slice(0, 9));
      expect(count, pathname).toBeGreaterThan(0);
      if (email === SUPERVISOR) {
        // The supervisor's scope is their tenant: the phrase says the whole count.
        await page.getByRole('tab', { name: `All, ${Number(total.n).toLocaleString('en')} documents` }).waitFor(SETTLE);
      }
      // Every tab's count has answered (the page's reads start together) before the console is judged.
      await expect
        .poll(async () => (await page.getByTestId('tab-name').allTextContents()).every((name) => /\d/.test(name)), SETTLE)
        .toBe(true);
    }
    expect(errors).toEqual([]);
    await context.close();
  });

  it('fits the latest activity in its card at 1440 × 900, without sideways scrolling', async () => {
    // A long address and a long change, as a real portal has them.
    await db()
      .insertInto('audit_event')
      .values({
        id: randomUUID(),
        at: new Date().toISOString(),
        actor_id: null,
        actor_email: `a.very.long.mailbox.name.for.the.accounts.payable.team.${tag}@subsidiary.example-enterprise.com`,
        entity: 'tenant',
        entity_id: randomUUID(),
        action: 'update',
        from_state: null,
        to_state: null,
        tenant_id: null,
        note: 'Renamed after the merger of the northern and southern regional purchasing departments'.repeat(2),
      })
      .execute();
    const { page, context } = await signInAs(world, ADMIN, '/dbbs/admin', { width: 1440, height: 900 });
    const card = page.getByTestId('admin-latest-events');
    await card.locator('.ant-table-row').first().waitFor(SETTLE);
    const box = await card.boundingBox();
    const table = await card.locator('table').first().boundingBox();
    expect(box && table).toBeTruthy();
    expect(table!.x + table!.width).toBeLessThanOrEqual(box!.x + box!.width);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await context.close();
  });

  it("finds one document in the DBO's queue and on the assignment page, the search kept in the URL", async () => {
    const queued = await addDocument({ title: `Receipt ${tag}.pdf`, status: 'assigned', assigneeId: dboId });
    const byVendor = await addDocument({
      title: 'Scan.pdf',
      status: 'assigned',
      assigneeId: dboId,
      vendor: `Vendor ${tag}`,
    });
    const fresh = await addDocument({ title: 'Fresh.pdf', status: 'new', docNumber: `No-${tag}` });

    const dbo = await signInAs(world, DBO, '/dbbs/dbo');
    const queueRows = dbo.page.locator('tr[data-testid^="dbo-queue-row-"]');
    await queueRows.first().waitFor(FIRST_LOAD);
    await searchBox(dbo.page, 'dbo-queue-search').fill(`vendor ${tag}`);
    await searchBox(dbo.page, 'dbo-queue-search').press('Enter');
    await expect.poll(() => new URL(dbo.page.url()).searchParams.get('q'), SETTLE).toBe(`vendor ${tag}`);
    await expect.poll(() => queueRows.count(), SETTLE).toBe(1);
    await dbo.page.getByTestId(`dbo-queue-row-${byVendor}`).waitFor(SETTLE);
    await dbo.page.reload();
    await dbo.page.getByTestId(`dbo-queue-row-${byVendor}`).waitFor(SETTLE);
    expect(await searchBox(dbo.page, 'dbo-queue-search').inputValue()).toBe(`vendor ${tag}`);
    expect(await queueRows.count()).toBe(1);
    await dbo.page.goto(`/dbbs/dbo?q=${encodeURIComponent(`receipt ${tag}`)}`);
    await dbo.page.getByTestId(`dbo-queue-row-${queued}`).waitFor(SETTLE);
    expect(await queueRows.count()).toBe(1);
    await dbo.context.close();

    const dbs = await signInAs(world, DBS, '/dbbs/dbs');
    await dbs.page.goto('/dbbs/dbsarea/assignWork');
    const assignRows = dbs.page.locator('tr[data-testid^="assign-doc-"]');
    await assignRows.first().waitFor(FIRST_LOAD);
    const search = searchBox(dbs.page, 'assign-search');
    await search.fill(`no-${tag}`);
    await search.press('Enter');
    await expect.poll(() => new URL(dbs.page.url()).searchParams.get('q'), SETTLE).toBe(`no-${tag}`);
    await expect.poll(() => assignRows.count(), SETTLE).toBe(1);
    await dbs.page.getByTestId(`assign-doc-${fresh}`).waitFor(SETTLE);
    await dbs.page.reload();
    await dbs.page.getByTestId(`assign-doc-${fresh}`).waitFor(SETTLE);
    expect(await assignRows.count()).toBe(1);
    // Clearing the box lists everything again, and the URL forgets the search.
    await searchBox(dbs.page, 'assign-search').fill('');
    await expect.poll(() => assignRows.count(), SETTLE).toBeGreaterThan(1);
    expect(new URL(dbs.page.url()).searchParams.has('q')).toBe(false);
    await dbs.context.close();
  });

  it('offers the supervisor their recent documents on the details page, and opens one', async () => {
    const recent = await addDocument({ title: `Newest ${tag}.pdf`, status: 'archived', vendor: 'Recent vendor' });
    const { page, context } = await signInAs(world, SUPERVISOR, '/client/review');
    await page.goto('/client/details');
    await page.getByTestId('details-no-document').waitFor(SETTLE);
    await page.getByTestId(`details-pick-${recent}`).click();
    await expect.poll(() => new URL(page.url()).searchParams.get('document'), SETTLE).toBe(recent);
    await page.getByTestId('document-details').waitFor(SETTLE);
    await context.close();
  });

  it('shows vendor, number, total and who processed each document in the review list', async () => {
    const reviewed = await addDocument({
      title: `Approved ${tag}.pdf`,
      status: 'approved',
      assigneeId: dboId,
      vendor: `Globe Supplies ${tag}`,
      docNumber: `INV-${tag}`,
      totalCents: 123456,
      currency: 'EUR',
    });
    await db()
      .insertInto('audit_event')
      .values({
        id: randomUUID(),
        at: new Date().toISOString(),
        actor_id: dboId,
        actor_email: DBO,
        entity: 'document',
        entity_id: reviewed,
        action: 'submit',
        from_state: 'processing',
        to_state: 'processed',
        tenant_id: acme.tenant,
        note: null,
      })
      .execute();
    const dboName = (await db().selectFrom('app_user').select('name').where('id', '=', dboId).executeTakeFirstOrThrow())
      .name;
    const { page, context } = await signInAs(world, SUPERVISOR, '/client/review');
    await page.getByTestId(`review-row-${reviewed}`).waitFor(SETTLE);
    expect(await page.getByTestId(`review-vendor-${reviewed}`).textContent()).toBe(`Globe Supplies ${tag}`);
    expect(await page.getByTestId(`review-number-${reviewed}`).textContent()).toBe(`INV-${tag}`);
    expect(await page.getByTestId(`review-total-${reviewed}`).textContent()).toBe(formatMoney(123456, 'EUR', 'en'));
    expect(await page.getByTestId(`review-processor-${reviewed}`).textContent()).toBe(dboName);
    await context.close();
  });
});
