/**
 * Uploads in Chromium as the demo uploader: choose a location, drop three files (a PDF, a PNG
 * and an executable named like a PDF), watch them progress (the upload link is throttled so
 * progress is visible), read each file's result, then find the accepted two among today's uploads.
 * With today's uploads left open, a file uploaded from a second tab shows up there within a few
 * seconds, with no reload (the page follows the live stream; its fallback poll is a minute).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newPage, signIn, startBrowserWorld, type BrowserWorld } from '../helpers/browser.js';
import { sampleExe, samplePdf, samplePng } from '../helpers/sample-files.js';

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'dbbs-e2e-uploads-'));
process.env.DATA_DIR = dataDir;

describe('uploads in Chromium', () => {
  let world: BrowserWorld;
  beforeAll(async () => {
    world = await startBrowserWorld();
  });
  afterAll(async () => {
    await world?.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('uploads three files with progress and results, then lists the accepted ones today', async () => {
    const { context, page } = await newPage(world);
    const stamp = Date.now();
    // 1.5 MB of PDF at 1 MB/s: long enough to see it move.
    const pdf = Buffer.concat([samplePdf(`e2e-${stamp}`), Buffer.alloc(1_500_000, 0x20)]);
    const files = [
      { name: `receipt-${stamp}.pdf`, mimeType: 'application/pdf', buffer: pdf },
      { name: `scan-${stamp}.png`, mimeType: 'image/png', buffer: samplePng(stamp % 65536) },
      { name: `invoice-${stamp}.pdf`, mimeType: 'application/pdf', buffer: sampleExe() },
    ];

    await signIn(page, 'uploader@demo.dbbs.test');
    await page.waitForURL('**/client/location', { timeout: 20_000 });
    const first = page.getByTestId('location-card').first();
    await first.click();
    await page.locator('[data-testid="location-card"][data-selected="true"]').waitFor();
    expect(await first.getAttribute('data-selected')).toBe('true');
    await page.getByTestId('go-upload').click();
    await page.waitForURL('**/client/uploads');
    await page.getByTestId('chosen-location').waitFor();

    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 0,
      downloadThroughput: -1,
      uploadThroughput: 1_000_000,
    });
    await page.locator('.ant-upload-drag input[type=file]').setInputFiles(files);

    // Progress: the big file's bar is seen moving before it ends.
    const big = page.getByTestId('upload-row').filter({ hasText: files[0]!.name });
    await big.getByTestId('upload-progress').waitFor({ timeout: 20_000 });
    await page.waitForFunction(
      (name) => {
        const row = [...document.querySelectorAll('[data-testid="upload-row"]')].find((r) =>
          r.textContent?.includes(name),
        );
        const value = Number(
          row?.querySelector('.ant-progress')?.getAttribute('aria-valuenow') ??
            row?.querySelector('.ant-progress-text')?.textContent?.replace('%', ''),
        );
        return value > 0 && value < 100;
      },
      files[0]!.name,
      { timeout: 20_000 },
    );

    const resultOf = async (name: string) => {
      const row = page.getByTestId('upload-row').filter({ hasText: name });
      const result = row.getByTestId('upload-result');
      await result.waitFor({ timeout: 60_000 });
      return { kind: await result.getAttribute('data-result'), text: (await result.textContent()) ?? '' };
    };
    expect((await resultOf(files[0]!.name)).kind).toBe('accepted');
    expect((await resultOf(files[1]!.name)).kind).toBe('accepted');
    const refused = await resultOf(files[2]!.name);
    expect(refused.kind).toBe('rejected');
    expect(refused.text).toMatch(/application\/x-msdownload is not an accepted type/);
    expect(refused.text).toMatch(/application\/pdf/);

    await page.goto('/client/today-uploads');
    // The list's fallback poll comes a minute after it opened: the live row must come well before.
    const pollAt = Date.now() + 60_000;
    const table = page.getByTestId('uploads-table');
    await table.getByText(files[0]!.name).waitFor({ timeout: 20_000 });
    await table.getByText(files[1]!.name).waitFor();
    expect(await table.getByText(files[2]!.name).count()).toBe(0);
    const row = table.locator('tr', { hasText: files[0]!.name });
    expect(await row.getByTestId('document-status').textContent()).toBe('New');

    // Live: another tab uploads; the open list shows it without a reload, well before its poll.
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 0,
      downloadThroughput: -1,
      uploadThroughput: -1,
    });
    const navigations: string[] = [];
    page.on('framenavigated', (frame) => {
      if (frame === page.mainFrame()) navigations.push(frame.url());
    });
    const other = await context.newPage();
    await other.goto('/client/uploads');
    await other.getByTestId('chosen-location').waitFor();
    const late = { name: `late-${stamp}.png`, mimeType: 'image/png', buffer: samplePng((stamp + 1) % 65536) };
    await other.locator('.ant-upload-drag input[type=file]').setInputFiles([late]);
    const lateResult = other.getByTestId('upload-row').filter({ hasText: late.name }).getByTestId('upload-result');
    await lateResult.waitFor({ timeout: 30_000 });
    expect(await lateResult.getAttribute('data-result')).toBe('accepted');
    // At least 5 s, and more on a busy machine, as long as it ends 10 s before the poll.
    await table.getByText(late.name).waitFor({ timeout: Math.max(5_000, pollAt - 10_000 - Date.now()) });
    expect(navigations).toEqual([]);
    await context.close();
  });
});
