/**
 * Small Playwright helpers the document journeys share (processing, review, back office, queue):
 * a browser world per test file in a data directory of its own, the PDF viewer's ink, grid
 * keying, antd selects and the DBS dashboard's figures.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { startBrowserWorld, type BrowserWorld } from './browser.js';

/** How long the journeys wait for the app to settle. */
export const SETTLE = { timeout: 20_000 };

/** A data directory of the test file's own, set as DATA_DIR before the server starts. */
export function e2eDataDir(name: string): string {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `dbbs-e2e-${name}-`));
  process.env.DATA_DIR = dataDir;
  return dataDir;
}

/** Starts the browser world before the describe's tests and removes it and its data after. */
export function useBrowserWorld(dataDir: string, started: (world: BrowserWorld) => void): void {
  let world: BrowserWorld | undefined;
  beforeAll(async () => {
    world = await startBrowserWorld();
    started(world);
  });
  afterAll(async () => {
    await world?.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });
}

/** Waits until the PDF viewer's canvas has a size and ink on it (page 1 is drawn). */
export async function waitForCanvasInk(page: Page, settle: { timeout: number } = SETTLE): Promise<void> {
  await page.waitForFunction(
    () => {
      const canvas = document.querySelector<HTMLCanvasElement>('[data-testid="viewer-canvas"]');
      if (!canvas || canvas.width === 0 || canvas.height === 0) return false;
      const pixels = canvas.getContext('2d')?.getImageData(0, 0, canvas.width, canvas.height).data;
      if (!pixels) return false;
      for (let i = 0; i < pixels.length; i += 4) if (pixels[i]! < 128 && pixels[i + 3]! > 0) return true;
      return false;
    },
    undefined,
    settle,
  );
}

/** Types into the selected grid cell (typing opens its editor) and moves on with Enter. */
export async function keyCell(page: Page, text: string): Promise<void> {
  await page.keyboard.type(text);
  await page.keyboard.press('Enter');
}

export const dashboardCountSelector = (status: string) =>
  `[data-testid="dbs-count-${status}"] .ant-statistic-content-value`;

/** The figure the DBS dashboard shows for a status now. */
export async function dashboardCount(page: Page, status: string): Promise<number> {
  const text = await page.locator(dashboardCountSelector(status)).textContent();
  return Number((text ?? '').replace(/\D/g, ''));
}

/** Waits until the DBS dashboard shows a figure, as the live stream brings it (no reload). */
export async function waitForDashboardCount(
  page: Page,
  status: string,
  expected: number,
  settle: { timeout: number } = SETTLE,
): Promise<void> {
  await page.waitForFunction(
    ([selector, value]) => document.querySelector(selector!)?.textContent?.replace(/\D/g, '') === value,
    [dashboardCountSelector(status), String(expected)],
    settle,
  );
}
