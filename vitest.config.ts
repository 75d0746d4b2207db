import os from 'node:os';
import { defineConfig } from 'vitest/config';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

// As many files side by side as there are cores: an API test spends much of its time waiting for
// PostgreSQL, the Auth Emulator or a child server, and on two cores Vitest's default (cores - 1)
// ran one file at a time. TEST_WORKERS sets another number.
const workers = Number(process.env.TEST_WORKERS) || Math.max(2, os.availableParallelism());

// The files measured at 40 s and more (ARCHITECTURE.md, "Where CI's time goes") start first, so
// the run does not end with one of them going on alone. Vitest orders by its timings of the last
// run, and without them (a fresh clone) by file size, which put the small fuzz files last.
const LONG_FILES = [
  'tests/api/fuzz/',
  'tests/api/archive/job-crash',
  'tests/api/uploads/fault',
  'tests/api/reports/executive',
  'tests/api/bad-input/prototype-keys-and-depth',
  'tests/api/servers/two-servers',
  'tests/tour/',
  'tests/e2e/guard',
  'tests/e2e/reports',
];
class LongFilesFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const long = (file: TestSpecification) => LONG_FILES.some((start) => file.moduleId.includes(start));
    return [...sorted.filter(long), ...sorted.filter((file) => !long(file))];
  }
}

// Four projects: unit (pure logic), components (the real React components in jsdom with Testing
// Library), api (the server against real SQLite, PostgreSQL and the Auth Emulator) and e2e (the
// built app in Chromium). `npm test` starts the emulator first, and runs the browser tests in a
// Vitest of their own beside the other three (scripts/test.ts).
export default defineConfig({
  define: { __BUILD_ID__: JSON.stringify('test') },
  test: {
    maxWorkers: workers,
    // In CI a failed test runs once more; a pass on that retry prints the failed attempt's error.
    reporters: process.env.CI ? ['default', './tests/helpers/retried-reporter.ts'] : ['default'],
    // An API test drops its PostgreSQL schema once its server has closed. A job pg-boss was still
    // finishing (its stop is bounded) then cannot record its end in the dropped schema, and
    // pg-boss leaves that rejection unhandled. Only that error is let pass: any other fails the run.
    onUnhandledError(error) {
      const code = (error as { code?: unknown }).code;
      const fromBoss = String(error.stack ?? '').includes('pg-boss');
      if ((code === '42P01' || code === '3F000') && fromBoss) return false;
    },
    sequence: { sequencer: LongFilesFirst },
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: ['tests/unit/**/*.test.ts'],
          // Some unit tests are whole loops (every role pair on every page through Casbin, a page
          // deskewed at five angles, a year of clock changes): 2–4 s alone, and 6.7 s once while
          // sharing the cores with the browser tests, past Vitest's default of 5 s.
          testTimeout: 20_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'components',
          include: ['tests/components/**/*.test.tsx'],
          environment: 'jsdom',
          setupFiles: ['tests/components/setup.ts'],
          testTimeout: 20_000,
          // jsdom renders of the whole antd tree share the cores with the API suites: one retry
          // in CI, reported as flaky when it helps, as for the API and browser tests.
          retry: process.env.CI ? 1 : 0,
        },
      },
      {
        extends: true,
        test: {
          name: 'api',
          include: ['tests/api/**/*.test.ts'],
          // As for the browser files: a worker imports the server once, not once per file (the
          // importing took 1,000 s of the 3,300 s the workers spent on unit, components and api).
          isolate: false,
          testTimeout: 30_000,
          hookTimeout: 60_000,
          // As for the browser tests below: one retry in CI, reported as flaky when it helps.
          retry: process.env.CI ? 1 : 0,
        },
      },
      {
        extends: true,
        test: {
          name: 'e2e',
          // The every-page accessibility tour is a browser test too (`npm run tour` runs it alone).
          include: ['tests/e2e/**/*.test.ts', 'tests/tour/**/*.test.ts'],
          testTimeout: 120_000,
          hookTimeout: 120_000,
          // Browser files side by side (three in `npm test`, scripts/test.ts), each with its own
          // server, database and Chromium (the demo accounts they share in the emulator are only
          // read): a browser file spends most of its time waiting on the page, and one at a time
          // they were the run's whole length.
          fileParallelism: true,
          // Set here, not by the command line: a project's own maxWorkers (inherited from the root's
          // above) wins over --maxWorkers. Two at a time on two cores: three made each browser file
          // and each API file slower by as much as it gained (BROWSER_WORKERS sets another number).
          maxWorkers: Number(process.env.BROWSER_WORKERS) || 2,
          // Its own group, as its number of workers differs from the other projects': when one
          // Vitest runs every project (`npx vitest run`), the browser files come after the rest.
          sequence: { groupOrder: 1 },
          // A worker keeps the modules it imported from one file to the next (the server, Kysely,
          // playwright-core): each file still starts its own server and browser, and no server
          // module keeps state between two apps, so only the importing is saved, which took a
          // fifth of the browser files' time.
          isolate: false,
          // One retry in CI only: a browser test that fails twice fails the run, and vitest
          // reports a test that passed on its retry as flaky, so a race is seen, not hidden.
          retry: process.env.CI ? 1 : 0,
        },
      },
    ],
  },
});
