/**
 * The archive in Chromium: a PDF uploaded by the demo uploader is read in the background and
 * archived; client HQ searches a word printed inside it, finds it with its snippet (the word
 * marked), downloads the file, picks it and downloads its files as a ZIP from the Export menu
 * (opened from the keyboard), and opens the document (the details page link).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../../src/common/demo-accounts.js';
import { tinyPdf } from '../../src/server/storage/tiny-pdf.js';
import { newPage, signIn, startBrowserWorld, type BrowserWorld } from '../helpers/browser.js';
import { idTokenFor } from '../helpers/identity.js';
import { uploadWhole } from '../helpers/tus-requests.js';
import { waitFor } from '../helpers/wait-for.js';
import { zipEntries } from '../helpers/zip-entries.js';

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'dbbs-e2e-archive-'));
process.env.DATA_DIR = dataDir;
process.env.TEXT_JOB_POLL_MS = '100';

describe('the archive in Chromium', () => {
  let world: BrowserWorld;
  beforeAll(async () => {
    world = await startBrowserWorld();
  });
  afterAll(async () => {
    await world?.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('client HQ finds an archived PDF by a word printed inside it, sees the snippet, downloads and opens it', async () => {
    const db = world.server.database.db;
    const word = `wallaby${Date.now()}`;
    const fileName = `hardware-${Date.now()}.pdf`;
    const uploader = await db
      .selectFrom('app_user')
      .innerJoin('user_location', 'user_location.user_id', 'app_user.id')
      .select(['user_location.location_id'])
      .where('app_user.email', '=', 'uploader@demo.dbbs.test')
      .executeTakeFirstOrThrow();
    const token = await idTokenFor('uploader@demo.dbbs.test', DEMO_PASSWORD);
    const result = await uploadWhole(world.server.url, token, tinyPdf(['Hardware store receipt', `Ref ${word} paid`]), {
      locationId: uploader.location_id,
      filename: fileName,
    });
    expect(result?.status).toBe('accepted');
    const documentId = (result as { documentId: string }).documentId;
    await waitFor(
      async () =>
        (await db.selectFrom('document_text').select('status').where('document_id', '=', documentId).executeTakeFirst())
          ?.status === 'done',
      { timeout: 30_000, message: 'the PDF text read' },
    );
    // The document went through its workflow; here it is simply marked archived.
    await db.updateTable('document').set({ status: 'archived' }).where('id', '=', documentId).execute();

    const { page } = await newPage(world);
    await signIn(page, 'hq@demo.dbbs.test');
    await page.waitForURL('**/client/hq', { timeout: 20_000 });
    await page.goto('/dbbs/archives');
    await page.getByTestId('archive').waitFor({ timeout: 20_000 });
    const box = page.locator('input[data-testid=archive-search], [data-testid=archive-search] input').first();
    await box.fill(word);
    await box.press('Enter');
    await page.waitForURL((url) => url.searchParams.get('q') === word, { timeout: 10_000 });
    const hit = page.getByTestId('archive-hit');
    // Before the search the page lists the latest archived documents; then only the one hit.
    await hit.filter({ hasText: fileName }).waitFor({ timeout: 20_000 });
    await waitFor(async () => (await hit.count()) === 1, { message: 'the search alone on the page' });
    expect(await page.getByTestId('archive-total').textContent()).toBe('1 document');
    expect(await hit.getByTestId('archive-open').textContent()).toBe(fileName);
    expect(await hit.getByTestId('archive-snippet').locator('mark').allTextContents()).toEqual([word]);
    expect(await hit.getByTestId('archive-snippet').textContent()).toContain('Hardware store receipt');
    expect(await hit.getByTestId('archive-text-status').textContent()).toBe('Text read');

    // The query is in the URL: loading it again shows the same hit.
    await page.reload();
    await page.getByTestId('archive-hit').filter({ hasText: fileName }).waitFor({ timeout: 20_000 });
    await waitFor(async () => (await page.getByTestId('archive-hit').count()) === 1, {
      message: 'one hit after reload',
    });

    const [download] = await Promise.all([
      page.waitForEvent('download', { timeout: 20_000 }),
      page.getByTestId('archive-download').click(),
    ]);
    expect(download.suggestedFilename()).toBe(fileName);
    const saved = await download.path();
    expect(fs.readFileSync(saved).subarray(0, 5).toString('latin1')).toBe('%PDF-');

    // Picked, then the Export menu from the keyboard: the picked document's file in a ZIP.
    await hit.getByRole('checkbox', { name: `Select ${fileName}` }).check();
    await page.getByTestId('export-menu').focus();
    await page.keyboard.press('Enter');
    const [zipped] = await Promise.all([
      page.waitForEvent('download', { timeout: 30_000 }),
      page.getByRole('menuitem', { name: /1 selected document$/ }).click({ timeout: 20_000 }),
    ]);
    expect(zipped.suggestedFilename()).toMatch(/^document-files-\d{4}-\d{2}-\d{2}\.zip$/);
    const entries = zipEntries(fs.readFileSync(await zipped.path()));
    const inZip = `files/${documentId}-${fileName}`;
    expect([...entries.keys()].sort()).toEqual([inZip, 'manifest.csv']);
    expect(entries.get(inZip)?.equals(fs.readFileSync(saved))).toBe(true);

    // Opening it shows its whole story over the search (client HQ has no details page).
    await page.getByTestId('archive-open').click();
    await page.waitForURL((url) => url.pathname === '/dbbs/archives' && url.searchParams.get('open') === documentId, {
      timeout: 20_000,
    });
    const story = page.getByTestId('document-details');
    await story.waitFor({ timeout: 20_000 });
    await story.getByTestId('viewer-canvas').first().waitFor({ timeout: 20_000 });
    // The query is kept under the drawer: closing it leaves the same hit on screen.
    expect(new URL(page.url()).searchParams.get('q')).toBe(word);
    await page.locator('.ant-drawer-close').click();
    await page.waitForURL((url) => !url.searchParams.has('open'), { timeout: 20_000 });
    await page.getByTestId('archive-hit').filter({ hasText: fileName }).waitFor({ timeout: 20_000 });
  }, 120_000);
});
