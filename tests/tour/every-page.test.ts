/**
 * Every page of the page table in Chromium, signed in as a role that may open it, on real
 * records of the demo world, in light and dark at 1280 px and dark at 375 px: axe finds no
 * serious or critical violation, and no page logs a console error or warning or a Content-Security-Policy
 * violation (tests/helpers/page-tour.ts walks the pages). The walks are shared among the files
 * of tests/tour (tests/helpers/tour-share.ts); this one also checks that together they cover the
 * page table.
 */
import { describe, expect, it } from 'vitest';
import { matchPage, PAGES } from '../../src/common/pages.js';
import { axeFindings } from '../helpers/a11y.js';
import { newPage } from '../helpers/browser.js';
import { tourWalks } from '../helpers/page-tour.js';
import { tourShare } from '../helpers/tour-share.js';

describe('every page passes axe in light, dark and at 375 px, with no console error, console warning or CSP violation', () => {
  const tour = tourShare('every-page', [
    { walk: 'signed out' },
    { walk: 'client supervisor' },
    { walk: 'uploader' },
    { walk: 'guest' },
  ]);

  it('tours every page of the page table', () => {
    const toured = new Set(
      tourWalks(tour.records()).flatMap((w) => w.stops.map((stop) => matchPage(stop.path.split('?')[0]!)?.page.id)),
    );
    expect(PAGES.map((page) => page.id).filter((id) => !toured.has(id))).toEqual([]);
  });

  it('reports what the tour fails on: low contrast and a button with no name', async () => {
    // The scan asks axe for violations only (the passes it would list cost a third of its time):
    // this shows that what it keeps still finds a page's faults.
    const { context, page } = await newPage(tour.world());
    try {
      await page.setContent(
        '<main><h1>Scan</h1><p style="color:#bbb;background:#fff">Faint text</p><button></button></main>',
      );
      const findings = await axeFindings(page, 'made page');
      expect(findings.some((line) => line.includes('color-contrast (serious)') && line.includes('Faint text'))).toBe(
        true,
      );
      expect(findings.some((line) => line.includes('button-name (critical)'))).toBe(true);
    } finally {
      await context.close();
    }
  });
});
