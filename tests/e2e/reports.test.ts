/**
 * The report pages in Chromium, as the demo accounts that have them (client HQ, DBO,
 * administrator, DBS supervisor): each draws its charts (canvas) in the light and the dark theme with no console
 * error and no error card; the client dashboard fits 375 px; a click on a bar opens Process
 * documents filtered like the bar, holding as many documents as the bar's value.
 */
import { randomUUID } from 'node:crypto';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { THEME_COOKIE } from '../../src/common/theme.js';
import { keptTabs, newSignedInPage, startBrowserWorld, type BrowserWorld } from '../helpers/browser.js';
import { REPORT_PAGES } from '../helpers/report-pages.js';

const SETTLE = { timeout: 30_000 };
const PAGES = REPORT_PAGES;
/** REPORT_SHOTS=<dir>: also save each page, whole, as <theme>-<root>.png there (to look at, not compared). */
const SHOTS = process.env.REPORT_SHOTS;

describe('the report pages in Chromium', () => {
  let world: BrowserWorld;
  let acme: string;

  /** Documents of the last days with items and workflow steps, so every chart has something to draw. */
  async function seedRecentWork() {
    const db = world.server.database.db;
    const tenant = await db
      .selectFrom('tenant')
      .select('id')
      .where('name', '=', 'Acme Retail')
      .executeTakeFirstOrThrow();
    acme = tenant.id;
    const location = await db
      .selectFrom('location')
      .select('id')
      .where('tenant_id', '=', acme)
      .executeTakeFirstOrThrow();
    const dbo = await db
      .selectFrom('app_user')
      .select('id')
      .where('email', '=', 'dbo@demo.dbbs.test')
      .executeTakeFirstOrThrow();
    const now = Date.now();
    for (let i = 0; i < 12; i += 1) {
      const id = randomUUID();
      const created = now - (i + 1) * 20 * 3_600_000;
      const at = (hours: number) => new Date(created + hours * 3_600_000).toISOString();
      const status = i % 3 === 0 ? 'archived' : i % 3 === 1 ? 'approved' : 'processed';
      await db
        .insertInto('document')
        .values({
          id,
          tenant_id: acme,
          location_id: location.id,
          upload_id: null,
          title: `E2E report ${i}`,
          status,
          assignee_id: dbo.id,
          due_at: at(8),
          created_at: at(0),
          updated_at: at(0),
        })
        .execute();
      await db
        .insertInto('doc_item')
        .values({
          id: randomUUID(),
          document_id: id,
          tenant_id: acme,
          location_id: location.id,
          item_date: at(0).slice(0, 10),
          description: 'Item',
          category: i % 2 ? 'travel' : 'office',
          amount_cents: 10_000 + i * 100,
          currency: 'EUR',
          tax_cents: 0,
          created_at: at(0),
        })
        .execute();
      const steps: [string, number, string, string, string | null][] = [
        ['start', 1, 'assigned', 'processing', null],
        ['submit', 3, 'processing', 'processed', null],
      ];
      if (i % 4 === 2)
        steps.push(
          ['send-back', 4, 'processed', 'processing', 'Total does not match'],
          ['submit', 5, 'processing', 'processed', null],
        );
      if (status !== 'processed') steps.push(['approve', 6 + (i % 2) * 4, 'processed', 'approved', null]);
      if (status === 'archived') steps.push(['accept', 15, 'approved', 'archived', null]);
      await db
        .insertInto('audit_event')
        .values(
          steps.map(([action, hours, from, to, note]) => ({
            id: randomUUID(),
            at: at(hours),
            actor_id: dbo.id,
            actor_email: 'dbo@demo.dbbs.test',
            entity: 'document',
            entity_id: id,
            action,
            from_state: from,
            to_state: to,
            tenant_id: acme,
            note,
            reason_code: note,
          })),
        )
        .execute();
    }
  }

  beforeAll(async () => {
    world = await startBrowserWorld();
    await seedRecentWork();
  });
  afterAll(async () => {
    await kept.close();
    await world?.close();
  });

  /** A signed-in page in a theme, collecting console errors and page errors from its next load on. */
  async function open(email: string, theme: 'light' | 'dark', viewport?: { width: number; height: number }) {
    const { context, page } = await newSignedInPage(world, email, viewport);
    await context.addCookies([{ name: THEME_COOKIE, value: theme, url: world.server.url }]);
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    page.on('pageerror', (error) => errors.push(error.message));
    return { context, page, errors };
  }

  /**
   * The same, in one tab per account kept for the whole file: each test's page is a full load
   * (the theme is read from its cookie as the page loads), but in the tab's warm renderer.
   */
  const kept = keptTabs((email) => open(email, 'light'));
  async function openKept(email: string, theme: 'light' | 'dark', viewport = { width: 1280, height: 800 }) {
    const tab = await kept.tab(email);
    await tab.context.addCookies([{ name: THEME_COOKIE, value: theme, url: world.server.url }]);
    await tab.page.setViewportSize(viewport);
    tab.errors.length = 0;
    return tab;
  }

  const chartsDrawn = async (page: Page, root: string) => {
    await page.getByTestId(root).waitFor(SETTLE);
    await page.locator(`[data-testid="${root}"] [data-testid^="chart-"] canvas`).first().waitFor(SETTLE);
    // Every card has settled: no skeletons left.
    await page.waitForFunction(() => document.querySelectorAll('.ant-skeleton').length === 0, undefined, SETTLE);
    return page.locator(`[data-testid="${root}"] [data-testid^="chart-"] canvas`).count();
  };

  for (const theme of ['light', 'dark'] as const) {
    for (const report of PAGES) {
      it(`draws ${report.path} in the ${theme} theme with no console error`, async () => {
        const { page, errors } = await openKept(report.email, theme);
        await page.goto(report.path);
        const drawn = await chartsDrawn(page, report.root);
        expect(drawn).toBeGreaterThan(0);
        expect(await page.locator('[data-testid^="chart-error-"]').count()).toBe(0);
        expect(errors).toEqual([]);
        // Nothing hidden (the charts' tables for screen readers) makes the page scroll past its content.
        const overhang = await page.evaluate((testId) => {
          const bottom = document.querySelector(`[data-testid="${testId}"]`)!.getBoundingClientRect().bottom;
          return document.documentElement.scrollHeight - (bottom + window.scrollY);
        }, report.root);
        expect(overhang).toBeLessThan(200);
        if (SHOTS) await page.screenshot({ path: `${SHOTS}/${theme}-${report.root}.png`, fullPage: true });
      });
    }
  }

  it('fits the client dashboard into 375 px, dark', async () => {
    const { page, errors } = await openKept('hq@demo.dbbs.test', 'dark', { width: 375, height: 800 });
    await page.goto('/client/hq');
    await chartsDrawn(page, 'report-client-hq');
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    // On failure, name what sticks out.
    const wide = await page.evaluate(() =>
      [...document.querySelectorAll<HTMLElement>('body *')]
        .filter((element) => element.getBoundingClientRect().right > 377)
        .slice(-5)
        .map(
          (element) => `${element.tagName}.${element.className} ${Math.round(element.getBoundingClientRect().right)}`,
        ),
    );
    expect(width, wide.join('\n')).toBeLessThanOrEqual(376);
    expect(errors).toEqual([]);
  });

  it('opens Process documents filtered like the bar an administrator clicks', async () => {
    const { page } = await openKept('admin@demo.dbbs.test', 'light');
    // The figures the chart draws: the bar's value is Acme's volume in this answer.
    const answered = page.waitForResponse(
      (response) => new URL(response.url()).pathname === '/api/reports/admin' && response.ok(),
      SETTLE,
    );
    await page.goto(`/dbbs/ad/reports?tenant=${acme}`);
    const report = (await (await answered).json()) as { volume: { tenantId: string; documents: number }[] };
    const barValue = report.volume.find((row) => row.tenantId === acme)?.documents ?? 0;
    expect(barValue).toBeGreaterThan(0);
    const card = page.getByTestId('chart-volume');
    await card.locator('canvas').waitFor(SETTLE);
    await page.waitForFunction(() => document.querySelectorAll('.ant-skeleton').length === 0, undefined, SETTLE);
    // One client company: its bar fills the plot; a click in the middle of the chart lands on it.
    const box = (await card.boundingBox())!;
    await page.mouse.click(box.x + box.width * 0.5, box.y + box.height * 0.45);
    await page.waitForURL((url) => url.pathname === '/dbbs/ProcessDocs', SETTLE);
    const url = new URL(page.url());
    expect(url.searchParams.get('tenant')).toBe(acme);
    expect(url.searchParams.get('from')).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(url.searchParams.get('to')).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    // The list opened holds exactly the bar's documents: its All tab counts them (the badge's title).
    await page.getByTestId('documents-table').waitFor(SETTLE);
    await expect
      .poll(() => page.locator('[data-testid="documents-tab-all"] sup[title]').getAttribute('title'), {
        timeout: SETTLE.timeout,
      })
      .toBe(String(barValue));
  });

  /**
   * The charts arrive with their page: opened with an empty cache, the chart library (its own
   * chunk) is asked for while the report's answer is still on its way, not after it (the
   * waterfall that kept skeletons on screen seconds after the figures). The figures are written
   * to the log, in milliseconds from opening the page.
   */
  for (const report of [PAGES[0], PAGES[5]]) {
    it(`asks for the chart library of ${report.path} beside the report, not after it`, async () => {
      const { context, page } = await open(report.email, 'light');
      const cdp = await context.newCDPSession(page);
      await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
      let libraryAsked = Number.POSITIVE_INFINITY;
      const started = Date.now();
      page.on('request', (request) => {
        if (/\/ReportChart-[^/]*\.js$/.test(new URL(request.url()).pathname))
          libraryAsked = Math.min(libraryAsked, Date.now() - started);
      });
      const answered = page
        .waitForResponse((response) => new URL(response.url()).pathname.startsWith('/api/reports/'), SETTLE)
        .then(() => Date.now() - started);
      await page.goto(report.path);
      const charts = await chartsDrawn(page, report.root);
      const drawn = Date.now() - started;
      const answer = await answered;
      console.log(
        `[chart timing] ${report.path}: answer ${answer} ms, chart library asked ${libraryAsked} ms, ${charts} charts drawn ${drawn} ms`,
      );
      expect(charts).toBeGreaterThan(0);
      expect(libraryAsked).toBeLessThanOrEqual(answer);
      await context.close();
    });
  }
});
