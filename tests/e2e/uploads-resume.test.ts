/**
 * Resumable uploads in Chromium as the demo uploader (issue 5: "a closed tab or a lost network
 * resumes where it stopped").
 *
 * Closed tab: a 24 MB PDF uploads over a throttled link; once the server holds part of it, the
 * tab is closed. A new tab in the same browser profile (local storage kept) shows the notice of
 * unfinished uploads; dropping the same file again continues it from the server's offset (its
 * first PATCH starts past 0, and fewer bytes than the whole file are sent), it ends accepted,
 * and the stored file's SHA-256 is the file's.
 *
 * Lost network: mid-upload the browser goes offline for a few seconds; when it is back, the
 * upload finishes by itself (the queue retries network errors), again from where it stopped.
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { BrowserContext, CDPSession, Page, Request } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TUS_PATH } from '../../src/common/uploads.js';
import { newPage, signIn, startBrowserWorld, type BrowserWorld } from '../helpers/browser.js';
import { samplePdf } from '../helpers/sample-files.js';
import { waitFor, waitForSteady } from '../helpers/wait-for.js';

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'dbbs-e2e-resume-'));
process.env.DATA_DIR = dataDir;
const filesDir = fs.mkdtempSync(path.join(os.tmpdir(), 'dbbs-e2e-resume-files-'));

/** Under the default 25 MiB limit, and three 8 MiB tus chunks. */
const SIZE = 24_000_000;

/** A file on disk (so its lastModified, part of the resume fingerprint, is the same each time). */
function pdfFile(name: string, seed: string): { file: string; bytes: Buffer } {
  const head = samplePdf(seed);
  const bytes = Buffer.alloc(SIZE, 0x20);
  head.copy(bytes);
  // Some variety, so a chunk sent twice or out of place would change the hash.
  for (let i = head.length; i < SIZE; i += 4096) bytes.writeUInt32BE((i * 2654435761) >>> 0, i);
  const file = path.join(filesDir, name);
  fs.writeFileSync(file, bytes);
  return { file, bytes };
}

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

async function throttle(cdp: CDPSession, uploadThroughput: number, offline = false): Promise<void> {
  await cdp.send('Network.emulateNetworkConditions', {
    offline,
    latency: 0,
    downloadThroughput: -1,
    uploadThroughput,
  });
}

/** The tus traffic of one page: the created upload's id and each PATCH's offset and body size. */
function watchTus(page: Page) {
  const seen = { tusId: '', patches: [] as { offset: number; request: Request }[] };
  page.on('response', (response) => {
    const request = response.request();
    if (request.method() === 'POST' && new URL(request.url()).pathname === TUS_PATH && response.status() === 201) {
      seen.tusId = (response.headers()['location'] ?? '').split('/').pop() ?? '';
    }
  });
  page.on('request', (request) => {
    if (request.method() === 'PATCH' && new URL(request.url()).pathname.startsWith(`${TUS_PATH}/`)) {
      seen.patches.push({ offset: Number(request.headers()['upload-offset']), request });
    }
  });
  return seen;
}

/** Bytes the server holds of an unfinished upload (tus' file store: the incoming file's size). */
function serverOffset(tusId: string): number {
  const file = path.join(dataDir, 'uploads-incoming', tusId);
  return tusId && fs.existsSync(file) ? fs.statSync(file).size : 0;
}

/** Waits for a condition, named for the error if it never happens. */
const waitUntil = (check: () => boolean | Promise<boolean>, what: string) =>
  waitFor(check, { timeout: 20_000, message: what });

async function resultOf(page: Page, name: string) {
  const result = page.getByTestId('upload-row').filter({ hasText: name }).getByTestId('upload-result');
  await result.waitFor({ timeout: 40_000 });
  return { kind: await result.getAttribute('data-result'), text: (await result.textContent()) ?? '' };
}

async function dropFile(page: Page, file: string): Promise<void> {
  await page.locator('.ant-upload-drag input[type=file]').setInputFiles([file]);
}

describe('resumable uploads in Chromium', () => {
  let world: BrowserWorld;
  let context: BrowserContext;
  beforeAll(async () => {
    world = await startBrowserWorld();
    const opened = await newPage(world);
    context = opened.context;
    const page = opened.page;
    await signIn(page, 'uploader@demo.dbbs.test');
    await page.waitForURL('**/client/location', { timeout: 20_000 });
    await page.getByTestId('location-card').first().click();
    await page.getByTestId('go-upload').click();
    await page.waitForURL('**/client/uploads');
    await page.getByTestId('chosen-location').waitFor();
    await page.close();
  });
  afterAll(async () => {
    await context?.close();
    await world?.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
    fs.rmSync(filesDir, { recursive: true, force: true });
  });

  async function storedSha(uploadId: string): Promise<{ row: string; file: string }> {
    const row = await world.server.database.db
      .selectFrom('upload')
      .select(['sha256', 'storage_key'])
      .where('id', '=', uploadId)
      .executeTakeFirstOrThrow();
    return { row: row.sha256, file: sha256(fs.readFileSync(path.join(dataDir, 'files', row.storage_key))) };
  }

  it('continues an upload from a closed tab where it stopped', async () => {
    const name = `resume-tab-${Date.now()}.pdf`;
    const { file, bytes } = pdfFile(name, name);

    // First tab: upload slowly (4 MB/s), and close it once the server holds part of the file.
    const first = await context.newPage();
    const firstTus = watchTus(first);
    await first.goto('/client/uploads');
    await first.getByTestId('chosen-location').waitFor();
    await throttle(await context.newCDPSession(first), 4_000_000);
    await dropFile(first, file);
    await waitUntil(() => serverOffset(firstTus.tusId) >= 1_000_000, 'the first megabyte on the server');
    await first.close();
    // The server settles on what it got once the cut-off PATCH has ended.
    const held = await waitForSteady(() => serverOffset(firstTus.tusId), {
      settle: 300,
      message: 'the server to stop receiving',
    });
    expect(held).toBeGreaterThan(0);
    expect(held).toBeLessThan(SIZE);

    // Second tab, same profile: the notice names the file; dropping it again resumes it.
    const second = await context.newPage();
    const secondTus = watchTus(second);
    await second.goto('/client/uploads');
    const notice = second.getByTestId('unfinished');
    await notice.waitFor({ timeout: 10_000 });
    expect(await notice.textContent()).toContain(name);
    await dropFile(second, file);
    const result = await resultOf(second, name);
    expect(result.kind, result.text).toBe('accepted');

    expect(secondTus.tusId).toBe(''); // no new upload was created
    expect(secondTus.patches.length).toBeGreaterThan(0);
    expect(secondTus.patches[0]!.offset).toBe(held);
    let sent = 0;
    for (const patch of secondTus.patches) sent += Number((await patch.request.allHeaders())['content-length']);
    expect(sent).toBe(SIZE - held);

    const stored = await storedSha(await acceptedUploadId(firstTus.tusId));
    expect(stored.file).toBe(sha256(bytes));
    expect(stored.row).toBe(sha256(bytes));
    // The notice's fingerprint is gone once the upload is done.
    await second.reload();
    await second.getByTestId('chosen-location').waitFor();
    expect(await second.getByTestId('unfinished').count()).toBe(0);
    await second.close();
  });

  it('finishes by itself after the network comes back', async () => {
    const name = `resume-net-${Date.now()}.pdf`;
    const { file, bytes } = pdfFile(name, name);
    const page = await context.newPage();
    const tus = watchTus(page);
    await page.goto('/client/uploads');
    await page.getByTestId('chosen-location').waitFor();
    const cdp = await context.newCDPSession(page);
    await throttle(cdp, 4_000_000);
    await dropFile(page, file);
    await waitUntil(() => serverOffset(tus.tusId) >= 1_000_000, 'the first megabyte on the server');

    // Offline through Playwright (navigator.onLine) and on the throttling session, whose
    // network conditions would otherwise still say online.
    await context.setOffline(true);
    await throttle(cdp, 4_000_000, true);
    const held = await waitForSteady(() => serverOffset(tus.tusId), {
      settle: 300,
      message: 'the server to stop receiving',
    });
    expect(held).toBeGreaterThan(0);
    expect(held).toBeLessThan(SIZE);
    const patchesBefore = tus.patches.length;
    // Offline, nothing more arrives: the reading stays put for two seconds.
    await waitForSteady(() => serverOffset(tus.tusId), { settle: 2_000, message: 'no bytes while offline' });
    expect(serverOffset(tus.tusId)).toBe(held);
    await context.setOffline(false);
    await throttle(cdp, 4_000_000);

    const result = await resultOf(page, name);
    expect(result.kind, result.text).toBe('accepted');
    // Whatever was sent after the cut starts where the server stopped, never from 0 again.
    const after = tus.patches.slice(patchesBefore);
    expect(after.length).toBeGreaterThan(0);
    expect(after[0]!.offset).toBe(held);
    expect(after.every((patch) => patch.offset >= held)).toBe(true);
    const stored = await storedSha(await acceptedUploadId(tus.tusId));
    expect(stored.file).toBe(sha256(bytes));
    expect(stored.row).toBe(sha256(bytes));
    await page.close();
  });

  async function acceptedUploadId(tusId: string): Promise<string> {
    const row = await world.server.database.db
      .withTables<{ upload_intake: { id: string; status: string; result: string | null } }>()
      .selectFrom('upload_intake')
      .select(['status', 'result'])
      .where('id', '=', tusId)
      .executeTakeFirstOrThrow();
    expect(row.status).toBe('accepted');
    return (JSON.parse(row.result ?? '{}') as { uploadId: string }).uploadId;
  }
});
