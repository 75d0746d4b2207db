/** Where Chromium is, and how the browser tests and the benchmarks start it. */

export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/**
 * Playwright's own `--disable-features` list (playwright-core 1.65), repeated here: Chromium reads
 * only the last `--disable-features` it is given, so the one below has to carry Playwright's too.
 */
const PLAYWRIGHT_DISABLED_FEATURES = [
  'AvoidUnnecessaryBeforeUnloadCheckSync',
  'DestroyProfileOnBrowserClose',
  'HttpsUpgrades',
  'HttpsFirstBalancedModeAutoEnable',
  'LensOverlay',
  'MediaRouter',
  'PaintHolding',
  'ThirdPartyStoragePartitioning',
  'AvoidCorsURLLoaderRestartOnRedirect',
  'TcpPortRandomizationWin',
  'OptimizationHints',
  'NetworkTimeServiceQuerying',
  'AimEnabled',
  'PreconnectToSearch',
];

/**
 * How the tests and benchmarks start Chromium: without a sandbox (it runs as root here), without
 * a GPU, and without its calls home, which this machine's closed network refuses. Current
 * Chromium draws the address bar's popup as a page of its own, kept loaded in a renderer of its own
 * and brought up to date on every navigation, though a headless browser never shows it: that
 * renderer took about a tenth of the tour's Chromium time, so the popup is turned off.
 */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--disable-background-networking',
  '--disable-component-update',
  '--no-first-run',
  '--disable-sync',
  `--disable-features=${[...PLAYWRIGHT_DISABLED_FEATURES, 'WebUIOmniboxPopup', 'WebUIOmniboxAimPopup'].join(',')}`,
];

/**
 * The browser tests' Chromium: as above, and its JavaScript never goes past V8's quick baseline
 * compiler. A test's page lives for seconds, too short for the optimizing compilers to pay back
 * what they cost: they were about a third of the renderers' CPU time in the guard tests. The
 * benchmarks keep the full compiler, as a person's browser has it.
 */
export const CHROMIUM_TEST_ARGS = [...CHROMIUM_ARGS, '--js-flags=--max-opt=1'];
