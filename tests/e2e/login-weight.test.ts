/**
 * The sign-in page's weight (issue 15 section 6): the gzip JavaScript Chromium loads for
 * /auth/login stays within 250 KB. Sign-in needs Firebase Auth and a few antd parts, not
 * Refine's data layer or the app shell, which load after sign-in.
 */
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newPage, startBrowserWorld, type BrowserWorld } from '../helpers/browser.js';
import { WEB_DIST } from '../helpers/env.js';
import { describeWeight, measureLoginRoute } from '../helpers/login-weight.js';

const LIMIT_KB = 250;

describe('the login route weight', () => {
  let world: BrowserWorld;
  beforeAll(async () => {
    world = await startBrowserWorld();
  });
  afterAll(async () => world?.close());

  it(`loads at most ${LIMIT_KB} KB of gzip JavaScript`, async () => {
    const { context, page } = await newPage(world);
    const weight = await measureLoginRoute(page, path.resolve(WEB_DIST));
    console.log(describeWeight(weight));
    expect(weight.files.length).toBeGreaterThan(0);
    expect(weight.totalGzip / 1024).toBeLessThanOrEqual(LIMIT_KB);
    await context.close();
  });
});
