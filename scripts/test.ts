/**
 * `npm test`: starts the Auth Emulator on the test ports, builds the web app for the browser
 * tests (pointed at that emulator), runs every Vitest project, and stops the emulator again.
 * Extra arguments go to Vitest (`npm test -- --project unit`, `npm run test:changed`).
 *
 * The browser tests wait for the build and then run two files at a time (BROWSER_WORKERS).
 * The other projects need only the server's build (a second or two, for the API tests' child
 * servers), so they run in a second Vitest beside the web build and the browser tests, and the
 * run fails if either fails. Only the projects with files to run are started: a run whose files
 * are all unit tests starts neither the emulator nor a build.
 */
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startAuthEmulator, TEST_PORTS } from './emulator.js';

const WEB_DIST = process.env.WEB_DIST ?? '.tmp/web-test';
// The API tests' child servers (crashes, faults, two servers) start the server built as production
// runs it: through the TypeScript loader each start cost about twice the time.
const SERVER_BUILD = '.tmp/server-test';
const BROWSER_PROJECT = 'e2e';
const args = process.argv.slice(2);

/** The arguments without `--project <name>`: each part of the run names its own projects. */
const withoutProjects = args.filter(
  (arg, index) => arg !== '--project' && args[index - 1] !== '--project' && !arg.startsWith('--project='),
);

/** The files this run would test, by project (Vitest's own file matching, nothing imported). */
function listFiles(): { file: string; projectName: string }[] {
  const listArgs = args.filter((arg) => !arg.startsWith('--reporter') && !arg.startsWith('--outputFile'));
  // Written to a file of its own: `--json` followed by a space would take the next filter for its path.
  const output = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'dbbs-test-list-')), 'files.json');
  try {
    spawnSync('npx', ['vitest', 'list', '--filesOnly', `--json=${output}`, ...listArgs], { stdio: 'ignore' });
    return JSON.parse(fs.readFileSync(output, 'utf8')) as { file: string; projectName: string }[];
  } catch {
    return [];
  } finally {
    fs.rmSync(path.dirname(output), { recursive: true, force: true });
  }
}

const files = listFiles();
const projectsToRun = [...new Set(files.map((file) => file.projectName))];
const browser = projectsToRun.includes(BROWSER_PROJECT);
const others = projectsToRun.filter((project) => project !== BROWSER_PROJECT);

const emulator = browser || others.includes('api') ? await startAuthEmulator(TEST_PORTS, console.log) : undefined;
// The test servers keep their files (incoming tus files, stored uploads) in a data directory of
// the run's own, never in ./data, where the development server's uploads live.
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'dbbs-test-data-'));
const env = {
  ...process.env,
  FIREBASE_AUTH_EMULATOR_HOST: emulator?.host ?? `127.0.0.1:${TEST_PORTS.auth}`,
  WEB_DIST,
  DATA_DIR: dataDir,
};

const seconds = (since: number) => `${Math.round((Date.now() - since) / 1000)} s`;
const timings: string[] = [];

/** Runs a command with the run's output; answers its exit status (1 when it could not start). */
function run(label: string, command: string, commandArgs: string[], extraEnv: Record<string, string> = {}) {
  const started = Date.now();
  return new Promise<number>((resolve) => {
    const child = spawn(command, commandArgs, { stdio: 'inherit', env: { ...env, ...extraEnv } });
    child.once('error', () => resolve(1));
    child.once('exit', (code) => {
      timings.push(`${label}: ${code === 0 ? 'passed' : 'FAILED'} in ${seconds(started)}`);
      resolve(code ?? 1);
    });
  });
}

const vitest = (projects: string[]) => [
  'vitest',
  'run',
  ...withoutProjects,
  ...projects.flatMap((project) => ['--project', project]),
];

/** Builds the server for the API tests' child servers; answers the environment that names it. */
async function serverBuilt(): Promise<Record<string, string>> {
  if (!others.includes('api')) return {};
  const built = await run('server build', 'npx', [
    'vite',
    'build',
    '--config',
    'vite.server.config.ts',
    '--outDir',
    SERVER_BUILD,
  ]);
  if (built !== 0) throw new Error('the server build for the API tests failed');
  return { SERVER_ENTRY: path.resolve(SERVER_BUILD, 'main.js') };
}

async function browserPart(): Promise<number> {
  const built = await run(
    'web build',
    'npx',
    ['vite', 'build', '--outDir', WEB_DIST, '--emptyOutDir', '--logLevel', 'warn'],
    {
      VITE_DEV: 'true',
      VITE_AUTH_EMULATOR_URL: `http://${env.FIREBASE_AUTH_EMULATOR_HOST}`,
      BUILD_ID: 'test-build',
    },
  );
  if (built !== 0) {
    console.error('the web build for the browser tests failed');
    return built;
  }
  // Two browser files at a time by default (BROWSER_WORKERS, read by vitest.config.ts).
  return run(BROWSER_PROJECT, 'npx', vitest([BROWSER_PROJECT]));
}

const started = Date.now();
let status = 0;
try {
  if (files.length === 0) {
    // Nothing matched: Vitest itself says so (and fails), as before.
    status = await run('vitest', 'npx', ['vitest', 'run', ...args]);
  } else {
    const parts = [
      ...(others.length > 0
        ? [serverBuilt().then((entry) => run(others.join(', '), 'npx', vitest(others), entry))]
        : []),
      ...(browser ? [browserPart()] : []),
    ];
    const statuses = await Promise.all(parts);
    status = statuses.find((code) => code !== 0) ?? 0;
  }
} catch (error) {
  console.error((error as Error).message);
  status = 1;
} finally {
  await emulator?.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
}
console.log(`\n${timings.join('\n')}\nnpm test: ${status === 0 ? 'passed' : 'FAILED'} in ${seconds(started)}`);
process.exit(status);
