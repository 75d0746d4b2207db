/**
 * Documents by email in Chromium as the demo uploader: the location page shows each of their
 * locations' addresses; a PDF mailed to the first one (Nodemailer to the listener the test's
 * server runs) shows among today's uploads as "by email from" its sender.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newPage, signIn, startBrowserWorld, type BrowserWorld } from '../helpers/browser.js';
import { axeFindings, waitForQuiet } from '../helpers/a11y.js';
import { readLocale } from '../helpers/e2e-support.js';
import { sendMail } from '../helpers/mail-sender.js';
import { samplePdf } from '../helpers/sample-files.js';

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'dbbs-e2e-mail-'));
process.env.DATA_DIR = dataDir;
const DOMAIN = 'in.dbbs.test';
const UPLOADER = 'uploader@demo.dbbs.test';
const en = readLocale('en', 'intake') as { byEmailFrom: string };

describe('documents by email in Chromium', () => {
  let world: BrowserWorld;
  beforeAll(async () => {
    world = await startBrowserWorld({
      inboundMail: {
        port: 0,
        host: '127.0.0.1',
        domain: DOMAIN,
        maxBytes: 10 * 1024 * 1024,
        requireAuthenticated: false,
      },
    });
  });
  afterAll(async () => {
    await world?.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it("shows the uploader their location's address, and what is mailed there arrives by email", async () => {
    const { page } = await newPage(world);
    await signIn(page, UPLOADER);
    await page.waitForURL('**/client/location', { timeout: 20_000 });
    const first = page.getByTestId('mail-address').first();
    await first.waitFor({ timeout: 20_000 });
    const address = (await first.innerText()).trim();
    expect(address).toMatch(new RegExp(`^[a-z0-9-]+-[a-z2-7]{10}@${DOMAIN.replace(/\./g, '\\.')}$`));
    const cards = await page.getByTestId('location-card').count();
    expect(await page.getByTestId('mail-address').count()).toBe(cards);
    await waitForQuiet(page);
    expect(await axeFindings(page, '/client/location')).toEqual([]);

    const stamp = Date.now();
    const answer = await sendMail(world.server.app.inboundMail!.port(), {
      from: UPLOADER,
      to: address,
      text: 'From the phone',
      attachments: [{ filename: `mailed-${stamp}.pdf`, content: samplePdf(`e2e-mail-${stamp}`) }],
    });
    expect(answer.code).toBe(250);

    const stored = await world.server.database.db
      .selectFrom('upload')
      .innerJoin('location', 'location.id', 'upload.location_id')
      .select(['location.name'])
      .where('upload.file_name', '=', `mailed-${stamp}.pdf`)
      .executeTakeFirstOrThrow();
    await page.getByTestId('location-card').filter({ hasText: stored.name }).click();
    await page.goto('/client/today-uploads');
    const row = page.getByTestId('uploads-table').locator('tr', { hasText: `mailed-${stamp}.pdf` });
    await row.waitFor({ timeout: 20_000 });
    expect(await row.getByTestId('upload-by-email').innerText()).toBe(en.byEmailFrom.replace('{{sender}}', UPLOADER));
  }, 120_000);
});
