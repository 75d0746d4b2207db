/**
 * Every page of the page table in Chromium, signed in as a role that may open it, on real
 * records of the demo world, in light and dark at 1280 px and dark at 375 px: axe finds no
 * serious or critical violation, and no page logs a console error or warning or a Content-Security-Policy
 * violation (tests/helpers/page-tour.ts walks the pages).
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { matchPage, PAGES } from '../../src/common/pages.js';
import type { BrowserWorld } from '../helpers/browser.js';
import { e2eDataDir, useBrowserWorld } from '../helpers/e2e-documents.js';
import { tourRecords, tourWalks, VARIANTS, walk, type TourRecords } from '../helpers/page-tour.js';

const dataDir = e2eDataDir('every-page');
const TIMEOUT = 600_000;

describe('every page passes axe in light, dark and at 375 px, with no console error, console warning or CSP violation', () => {
  let world: BrowserWorld;
  let records: TourRecords;
  useBrowserWorld(dataDir, (started) => {
    world = started;
  });

  beforeAll(async () => {
    records = await tourRecords(world);
  });

  it('tours every page of the page table', () => {
    const toured = new Set(
      tourWalks(records).flatMap((w) => w.stops.map((stop) => matchPage(stop.path.split('?')[0]!)?.page.id)),
    );
    expect(PAGES.map((page) => page.id).filter((id) => !toured.has(id))).toEqual([]);
  });

  for (const name of [
    'signed out',
    'administrator',
    'DBO',
    'DBS supervisor',
    'client supervisor',
    'uploader',
    'guest',
  ]) {
    it(
      `as ${name}`,
      async () => {
        const tour = tourWalks(records).find((w) => w.name === name)!;
        const started = Date.now();
        const { problems, scans } = await walk(world, tour);
        console.log(
          `${name}: ${scans} scans (${tour.stops.length} pages x ${VARIANTS.length}) in ${Date.now() - started} ms`,
        );
        expect(problems).toEqual([]);
      },
      TIMEOUT,
    );
  }
});
