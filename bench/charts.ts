/**
 * `npm run bench:charts`: how soon the report pages' charts are drawn, in Chromium, on the demo
 * data. Every chart must be drawn within 1 s of its page opening (its title on screen).
 *
 * 1. Starts the Auth Emulator on the test ports (or uses the one running) and builds the web app
 *    against it, as `npm test` does for the browser tests.
 * 2. Starts the real API on SQLite with the demo world, serving that build.
 * 3. For each page that draws charts, signed in as a demo account that may open it, opens the
 *    page BENCH_CHARTS_ROUNDS times by a full load and as many times from another page in the app
 *    (the menu's way), and records from the navigation's start: the page's title on screen (the
 *    baseline: the page is open and its figures are on their way), the report's answer, and
 *    every chart card showing its chart (a canvas) or its empty state.
 * 4. Prints, per page and way, the medians and the slowest, and the time from the title to the
 *    last chart drawn. Exit code 1 when a page's median misses 1 s.
 */
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { startAuthEmulator, TEST_PORTS } from '../scripts/emulator.js';
import { REPORT_PAGES } from '../tests/helpers/report-pages.js';

const OUT = path.resolve('.tmp', 'bench-charts-web');
const ROUNDS = Number(process.env.BENCH_CHARTS_ROUNDS) || 7;
const TARGET_MS = 1000;

// The in-app way starts from the account's landing page, or, for a landing page, from another
// page of the same account.
const OTHER_PAGE: Record<string, string> = {
  '/client/hq': '/client/hqreports',
  '/dbbs/dbs': '/dbbs/dbsarea/assignWork',
};
const PAGES = REPORT_PAGES.map((page) => ({ ...page, from: OTHER_PAGE[page.path] ?? page.landing }));

type Way = 'load' | 'in the app';

interface Round {
  title: number;
  answer: number;
  drawn: number;
}

/** True once every chart card on the page shows its chart or its empty state. */
function chartsDrawn(): boolean {
  const cards = [...document.querySelectorAll('[data-testid^="report-card-"]')];
  return cards.length > 0 && cards.every((card) => card.querySelector('canvas, [data-testid^="chart-empty-"]'));
}

async function openOnce(page: Page, target: string, way: Way): Promise<Round> {
  let answer = Number.NaN;
  const started = Date.now();
  const onResponse = (response: { url(): string }) => {
    if (Number.isNaN(answer) && new URL(response.url()).pathname.startsWith('/api/reports/')) answer = Date.now();
  };
  page.on('response', onResponse);
  if (way === 'load') await page.goto(target);
  else
    await page.evaluate((to) => {
      window.history.pushState(null, '', to);
      window.dispatchEvent(new PopStateEvent('popstate', { state: null }));
    }, target);
  await page.getByTestId('page-title').waitFor({ timeout: 30_000 });
  const title = Date.now() - started;
  await page.waitForFunction(chartsDrawn, undefined, { timeout: 30_000, polling: 10 });
  const drawn = Date.now() - started;
  page.off('response', onResponse);
  return { title, answer: answer - started, drawn };
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? Number.NaN;

const emulator = await startAuthEmulator(TEST_PORTS);
process.env.FIREBASE_AUTH_EMULATOR_HOST = emulator.host;
process.env.WEB_DIST = OUT;
const built = spawnSync('npx', ['vite', 'build', '--outDir', OUT, '--emptyOutDir', '--logLevel', 'warn'], {
  stdio: 'inherit',
  env: { ...process.env, VITE_DEV: 'true', VITE_AUTH_EMULATOR_URL: `http://${emulator.host}`, BUILD_ID: 'bench' },
});
if (built.status !== 0) throw new Error('the web build failed');

// Imported once the environment names the build and the emulator, which they read on import.
const { startBrowserWorld } = await import('../tests/helpers/browser.js');
const { signInAs } = await import('../tests/helpers/e2e-support.js');
const world = await startBrowserWorld();
const rows: string[] = [];
let missed = 0;
try {
  for (const target of PAGES) {
    const { context, page } = await signInAs(world, target.email, target.landing);
    for (const way of ['load', 'in the app'] as const) {
      const rounds: Round[] = [];
      for (let round = 0; round < ROUNDS; round++) {
        if (way === 'in the app') await page.goto(target.from).then(() => page.getByTestId('page-title').waitFor());
        rounds.push(await openOnce(page, target.path, way));
      }
      const afterTitle = rounds.map((round) => round.drawn - round.title);
      const judged = median(afterTitle);
      if (judged > TARGET_MS) missed += 1;
      rows.push(
        `| ${target.path} | ${way} | ${median(rounds.map((r) => r.title))} | ${median(rounds.map((r) => r.answer))} | ` +
          `${median(rounds.map((r) => r.drawn))} | ${judged} | ${Math.max(...afterTitle)} | ${judged <= TARGET_MS ? 'yes' : 'NO'} |`,
      );
    }
    await context.close();
  }
} finally {
  await world.close();
  await emulator.stop();
}
console.log(`\nCharts drawn, ${ROUNDS} rounds per page and way; ms from the navigation's start (medians)`);
console.log('| page | way | title (baseline) | report answered | charts drawn | title → drawn | slowest | ≤ 1 s |');
console.log('| --- | --- | --- | --- | --- | --- | --- | --- |');
for (const row of rows) console.log(row);
process.exit(missed > 0 ? 1 : 0);
