/**
 * The accessibility tour's tools: a page watched for console errors and warnings, page errors and
 * Content-Security-Policy violations (all of which fail the tour), an axe scan that keeps the
 * serious and critical findings, and a wait until a page has drawn its data.
 */
import AxeBuilder from '@axe-core/playwright';
import type { BrowserContext, Page } from 'playwright-core';

/** What a watched page reported: each line names where it happened. */
export interface PageReports {
  problems: string[];
  /** Where the page is now, for the lines above (the tour sets it before each stop). */
  where: string;
}

/**
 * Collects console errors and warnings, uncaught page errors and `securitypolicyviolation` events of every
 * page of the context, across reloads (an init script reports the events through a binding).
 */
export async function watchContext(context: BrowserContext, reports: PageReports): Promise<void> {
  await context.exposeBinding('__reportCspViolation', (_source, text: string) => {
    reports.problems.push(`${reports.where}: CSP violation ${text}`);
  });
  await context.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as { __reportCspViolation?: (text: string) => void }).__reportCspViolation;
      report?.(
        `${event.violatedDirective} blocked ${event.blockedURI || '(inline)'} at ${event.sourceFile}:${event.lineNumber}`,
      );
    });
  });
  context.on('page', (page) => watchPage(page, reports));
}

function watchPage(page: Page, reports: PageReports): void {
  page.on('console', (message) => {
    // A warning fails the tour like an error: a deprecation or a React warning today is a break tomorrow.
    if (message.type() === 'error' || message.type() === 'warning')
      reports.problems.push(`${reports.where}: console ${message.type()} ${message.text()}`);
  });
  page.on('pageerror', (error) => reports.problems.push(`${reports.where}: page error ${error.message}`));
}

/** The impacts the tour fails on. */
const FAILING = new Set(['serious', 'critical']);

/**
 * Runs axe on the page as it is and returns one line per serious or critical violation and
 * kind of element (rows of a table are one kind): rule, impact, the element, how many there
 * are, and for contrast the colours and ratio axe measured.
 */
export async function axeFindings(page: Page, where: string): Promise<string[]> {
  // Legacy mode: axe.run in the page itself. The default opens a blank page for every scan to
  // merge per-frame results, which is for cross-origin frames; the app has no frames, and those
  // blank pages took the tour 199 s of axe time, against 112 s without them. Violations only:
  // axe then keeps one example of each passed rule rather than every element that passed, which
  // took a third of its time (47 s against 33 s for 36 scans).
  const results = await new AxeBuilder({ page })
    .setLegacyMode()
    .options({ resultTypes: ['violations'] })
    .analyze();
  const lines = new Map<string, number>();
  for (const violation of results.violations) {
    if (!FAILING.has(violation.impact ?? '')) continue;
    for (const node of violation.nodes) {
      const target = node.target
        .join(' ')
        .replace(/:nth-child\(\d+\)/g, '')
        .replace(/#rc_select_\d+/g, '#rc_select');
      const data = node.any.find((check) => check.data)?.data as
        { fgColor?: string; bgColor?: string; contrastRatio?: number; expectedContrastRatio?: string } | undefined;
      const detail = data?.contrastRatio
        ? `${data.fgColor} on ${data.bgColor} = ${data.contrastRatio} (needs ${data.expectedContrastRatio})`
        : (node.failureSummary ?? '').replace(/\s+/g, ' ').slice(0, 200);
      // The element's own markup, short: a target like `a` alone does not say which link.
      const html = node.html.replace(/\s+/g, ' ').slice(0, 120);
      const line = `${where}: ${violation.id} (${violation.impact}) ${target.slice(-160)} ${html} — ${detail}`;
      lines.set(line, (lines.get(line) ?? 0) + 1);
    }
  }
  return [...lines].map(([line, count]) => (count > 1 ? `${line} (×${count})` : line));
}

/**
 * Waits until the page has settled: no spinner or skeleton on screen, the DOM quiet for a
 * moment (charts drawn, lists filled), and no finite CSS animation or transition running (axe
 * measures colours as drawn, so a button easing from disabled to enabled reads as low contrast).
 * A page that never goes quiet (a ticking clock) is scanned as it is after the bound.
 */
export async function waitForQuiet(page: Page, timeout = 15_000): Promise<void> {
  await page.waitForFunction(
    () =>
      !document.querySelector('.ant-spin-spinning, .ant-skeleton-active, .ant-table-placeholder .ant-spin') &&
      document.querySelectorAll('.ant-skeleton').length === 0,
    undefined,
    { timeout },
  );
  await page
    .waitForFunction(
      () => {
        const w = window as unknown as { __quiet?: { last: number; observer: MutationObserver } };
        if (!w.__quiet) {
          const state = {
            last: performance.now(),
            observer: new MutationObserver(() => (state.last = performance.now())),
          };
          state.observer.observe(document.body, {
            subtree: true,
            childList: true,
            attributes: true,
            characterData: true,
          });
          w.__quiet = state;
        }
        if (performance.now() - w.__quiet.last < 400) return false;
        const easing = document
          .getAnimations()
          .some(
            (animation) =>
              animation.playState === 'running' && animation.effect?.getComputedTiming().endTime !== Infinity,
          );
        if (easing) return false;
        w.__quiet.observer.disconnect();
        delete w.__quiet;
        return true;
      },
      undefined,
      { timeout: 5_000, polling: 100 },
    )
    .catch(() => undefined);
}
