/**
 * One test file's share of the every-page tour (tests/tour/*.test.ts). The tour is split across
 * files so that its walks run side by side with each other and with the other browser files;
 * in one file, its administrator walk alone outlasted every other browser file.
 */
import { beforeAll, expect, it } from 'vitest';
import type { BrowserWorld } from './browser.js';
import { e2eDataDir, useBrowserWorld } from './e2e-documents.js';
import { tourRecords, tourWalks, VARIANTS, walk, type TourRecords, type Walk } from './page-tour.js';

const TIMEOUT = 600_000;

/** A walk of the tour by its name, or one run of its consecutive stops, signed in afresh. */
export interface Share {
  walk: string;
  part?: { index: number; of: number };
}

const shareName = ({ walk: name, part }: Share) => (part ? `${name}, part ${part.index + 1} of ${part.of}` : name);

function shareOf(walks: Walk[], share: Share): Walk {
  const whole = walks.find((tour) => tour.name === share.walk);
  if (!whole) throw new Error(`the tour has no walk named ${share.walk}`);
  if (!share.part) return whole;
  const size = Math.ceil(whole.stops.length / share.part.of);
  return { ...whole, stops: whole.stops.slice(share.part.index * size, (share.part.index + 1) * size) };
}

/** The shares given, each a test of its own, on this file's own world; answers the tour's records and that world. */
export function tourShare(name: string, shares: Share[]): { records: () => TourRecords; world: () => BrowserWorld } {
  const dataDir = e2eDataDir(name);
  let world: BrowserWorld;
  let records: TourRecords;
  useBrowserWorld(dataDir, (started) => {
    world = started;
  });
  beforeAll(async () => {
    records = await tourRecords(world);
  });
  for (const share of shares) {
    it(
      `as ${shareName(share)}`,
      async () => {
        const tour = shareOf(tourWalks(records), share);
        const started = Date.now();
        const { problems, scans } = await walk(world, tour);
        console.log(
          `${shareName(share)}: ${scans} scans (${tour.stops.length} pages x ${VARIANTS.length}) in ${Date.now() - started} ms`,
        );
        expect(problems).toEqual([]);
      },
      TIMEOUT,
    );
  }
  return { records: () => records, world: () => world };
}
