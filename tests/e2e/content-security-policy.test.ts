/**
 * The built app under its Content-Security-Policy in Chromium: the heaviest pages are visited
 * and used (sign-in against the Auth Emulator, uploads over tus, the processing screen drawing a
 * PDF with pdf.js's worker, the live stream, report charts, the archive, the API's docs page) and
 * not one CSP violation happens: none reported to the page (`securitypolicyviolation`), none on
 * the console. Every answer carries the policy, so a violation here is one a user would hit.
 */
import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { THEME_COOKIE } from '../../src/common/theme.js';
import { demoDboDocument } from '../helpers/demo-dbo-document.js';
import { newPage, signIn, type BrowserWorld } from '../helpers/browser.js';
import { e2eDataDir, useBrowserWorld, waitForCanvasInk } from '../helpers/e2e-documents.js';
import { samplePdf } from '../helpers/sample-files.js';

const dataDir = e2eDataDir('csp');
/** Generous: the machines that run this are shared and often loaded. */
const SETTLE = { timeout: 40_000 };

declare global {
  interface Window {
    cspViolations?: string[];
  }
}

/** A page that records every CSP violation: the event in the page and the browser's console line. */
async function watchedPage(world: BrowserWorld, viewport = { width: 1440, height: 900 }) {
  const { context, page } = await newPage(world, viewport);
  const violations: string[] = [];
  await context.addInitScript(() => {
    window.cspViolations = [];
    document.addEventListener('securitypolicyviolation', (event) => {
      window.cspViolations?.push(
        `${event.effectiveDirective} blocked ${event.blockedURI || 'inline'} (${event.sourceFile}:${event.lineNumber})`,
      );
    });
  });
  page.on('console', (message) => {
    if (/Content Security Policy|Refused to (load|execute|apply|connect|create|frame)/i.test(message.text())) {
      violations.push(`console: ${message.text()}`);
    }
  });
  const collected = async () => [
    ...violations,
    ...((await page.evaluate(() => window.cspViolations ?? []).catch(() => [])) as string[]),
  ];
  return { context, page, collected };
}

async function expectNoViolation(collected: () => Promise<string[]>, where: string) {
  expect(await collected(), where).toEqual([]);
}

async function settle(page: Page) {
  await page.waitForFunction(
    () => document.querySelectorAll('.ant-skeleton, .ant-spin-spinning').length === 0,
    undefined,
    SETTLE,
  );
}

describe('the Content-Security-Policy in Chromium', () => {
  let world: BrowserWorld;
  useBrowserWorld(dataDir, (started) => {
    world = started;
  });

  it('sends the policy with the shell and signs in under it', async () => {
    const { context, page, collected } = await watchedPage(world);
    const answer = await page.goto('/auth/login');
    expect(answer?.headers()['content-security-policy']).toContain("frame-ancestors 'none'");
    await page.getByTestId('login-card').waitFor(SETTLE);
    await signIn(page, 'hq@demo.dbbs.test');
    await page.waitForURL('**/client/hq', SETTLE);
    await page.getByTestId('page-title').waitFor(SETTLE);
    await page.goto('/client/training');
    await page.getByTestId('page-title').waitFor(SETTLE);
    await expectNoViolation(collected, 'sign-in and training');
    await context.close();
  });

  it('draws the report charts (light and dark) and searches the archive', async () => {
    const { context, page, collected } = await watchedPage(world);
    await signIn(page, 'hq@demo.dbbs.test');
    await page.waitForURL('**/client/hq', SETTLE);
    for (const path of ['/client/hq', '/client/hqreports', '/client/hqexecutive']) {
      await page.goto(path);
      await page.locator('[data-testid^="chart-"] canvas').first().waitFor(SETTLE);
      await settle(page);
    }
    await context.addCookies([{ name: THEME_COOKIE, value: 'dark', url: world.server.url }]);
    await page.goto('/client/hqreports');
    await page.locator('[data-testid^="chart-"] canvas').first().waitFor(SETTLE);
    await page.goto('/dbbs/archives');
    await page.getByTestId('archive').waitFor(SETTLE);
    await settle(page);
    await expectNoViolation(collected, 'reports and archive');
    await context.close();
  });

  it('uploads a PDF over tus and sees it in today’s uploads', async () => {
    const { context, page, collected } = await watchedPage(world);
    const name = `csp-${Date.now()}.pdf`;
    await signIn(page, 'uploader@demo.dbbs.test');
    await page.waitForURL('**/client/location', SETTLE);
    await page.getByTestId('location-card').first().click();
    await page.getByTestId('go-upload').click();
    await page.waitForURL('**/client/uploads', SETTLE);
    await page.getByTestId('chosen-location').waitFor(SETTLE);
    await page
      .locator('.ant-upload-drag input[type=file]')
      .setInputFiles([{ name, mimeType: 'application/pdf', buffer: samplePdf(name) }]);
    await page.getByTestId('upload-row').filter({ hasText: name }).getByTestId('upload-result').waitFor(SETTLE);
    await page.goto('/client/today-uploads');
    await page.getByText(name).first().waitFor(SETTLE);
    await expectNoViolation(collected, 'uploads');
    await context.close();
  });

  it('processes a document beside its PDF, drawn by pdf.js', async () => {
    const doc = await demoDboDocument(world, { statuses: ['assigned', 'processing'], file: 'pdf' });
    const { context, page, collected } = await watchedPage(world);
    await signIn(page, 'dbo@demo.dbbs.test');
    await page.waitForURL('**/dbbs/dbo', SETTLE);
    await page.goto(`/dbbs/dboarea/processing?document=${doc.id}`);
    await page.getByTestId('processing-view').waitFor(SETTLE);
    await waitForCanvasInk(page, SETTLE);
    await expectNoViolation(collected, 'processing');
    await page.goto('/dbbs/dboarea/dboreports');
    await page.getByTestId('report-dbo').waitFor(SETTLE);
    await settle(page);
    await expectNoViolation(collected, 'DBO reports');
    await context.close();
  });

  it('opens the administrator’s pages and the API docs page', async () => {
    const { context, page, collected } = await watchedPage(world);
    await signIn(page, 'admin@demo.dbbs.test');
    await page.waitForURL('**/dbbs/admin', SETTLE);
    for (const path of ['/dbbs/ad/reports', '/dbbs/ad/setup', '/dbbs/ad/fileuploads', '/dbbs/ad/useraccounts']) {
      await page.goto(path);
      await page.getByTestId('page-title').waitFor(SETTLE);
      await settle(page);
    }
    await page.goto('/api/docs');
    await page.locator('.swagger-ui .info').first().waitFor(SETTLE);
    await expectNoViolation(collected, 'administration and API docs');
    await closeQuietly(context);
  });
});

async function closeQuietly(context: BrowserContext) {
  await context.close().catch(() => undefined);
}
