import { defineConfig } from 'vitest/config';

// Four projects: unit (pure logic), components (the real React components in jsdom with Testing
// Library), api (the server against real SQLite, PostgreSQL and the Auth Emulator) and e2e (the
// built app in Chromium). `npm test` starts the emulator first.
export default defineConfig({
  define: { __BUILD_ID__: JSON.stringify('test') },
  test: {
    projects: [
      { extends: true, test: { name: 'unit', include: ['tests/unit/**/*.test.ts'] } },
      {
        extends: true,
        test: {
          name: 'components',
          include: ['tests/components/**/*.test.tsx'],
          environment: 'jsdom',
          setupFiles: ['tests/components/setup.ts'],
          testTimeout: 20_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'api',
          include: ['tests/api/**/*.test.ts'],
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
          fileParallelism: false,
          // One retry in CI only: a browser test that fails twice fails the run, and vitest
          // reports a test that passed on its retry as flaky, so a race is seen, not hidden.
          retry: process.env.CI ? 1 : 0,
        },
      },
    ],
  },
});
