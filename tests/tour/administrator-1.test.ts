/** The every-page tour's administrator walk, part 1 of 2 of its pages (tests/tour/every-page.test.ts). */
import { describe } from 'vitest';
import { tourShare } from '../helpers/tour-share.js';

describe('the administrator pages, part 1, pass axe in light, dark and at 375 px, with no console error, console warning or CSP violation', () => {
  tourShare('tour-administrator-1', [{ walk: 'administrator', part: { index: 0, of: 2 } }]);
});
