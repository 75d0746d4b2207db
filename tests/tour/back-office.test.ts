/** The every-page tour's back-office walks: the DBO's and the DBS supervisor's pages (tests/tour/every-page.test.ts). */
import { describe } from 'vitest';
import { tourShare } from '../helpers/tour-share.js';

describe('the back office pages pass axe in light, dark and at 375 px, with no console error, console warning or CSP violation', () => {
  tourShare('tour-back-office', [{ walk: 'DBO' }, { walk: 'DBS supervisor' }]);
});
