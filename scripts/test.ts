/**
 * `npm test`: starts the Auth Emulator on the test ports, builds the web app for the browser
 * tests (pointed at that emulator), runs every Vitest project, and stops the emulator again.
 * Extra arguments go to Vitest (`npm test -- --project unit`).
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startAuthEmulator, TEST_PORTS } from './emulator.js';

const WEB_DIST = process.env.WEB_DIST ?? '.tmp/web-test';
const args = process.argv.slice(2);
/** The Vitest projects asked for with `--project <name>`; none means all of them. */
const projects = args.flatMap((arg, index) => (args[index - 1] === '--project' ? [arg] : []));
const wants = (project: string) => projects.length === 0 || projects.includes(project);

const browser = wants('e2e');
const emulator = wants('api') || browser ? await startAuthEmulator(TEST_PORTS, console.log) : undefined;
// The test servers keep their files (incoming tus files, stored uploads) in a data directory of
// the run's own, never in ./data, where the development server's uploads live.
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'dbbs-test-data-'));
const env = {
  ...process.env,
  FIREBASE_AUTH_EMULATOR_HOST: emulator?.host ?? `127.0.0.1:${TEST_PORTS.auth}`,
  WEB_DIST,
  DATA_DIR: dataDir,
};

let status = 0;
try {
  if (browser) {
    const build = spawnSync('npx', ['vite', 'build', '--outDir', WEB_DIST, '--emptyOutDir', '--logLevel', 'warn'], {
      stdio: 'inherit',
      env: {
        ...env,
        VITE_DEV: 'true',
        VITE_AUTH_EMULATOR_URL: `http://${env.FIREBASE_AUTH_EMULATOR_HOST}`,
        BUILD_ID: 'test-build',
      },
    });
    if (build.status !== 0) throw new Error('the web build for the browser tests failed');
  }
  const run = spawnSync('npx', ['vitest', 'run', ...args], { stdio: 'inherit', env });
  status = run.status ?? 1;
} catch (error) {
  console.error((error as Error).message);
  status = 1;
} finally {
  await emulator?.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
}
process.exit(status);
