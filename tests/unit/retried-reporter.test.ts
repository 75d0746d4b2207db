/**
 * CI's retried-test reporter, run by a real Vitest over a test that fails once and then passes:
 * the log names the test and says what its failed attempt threw. A test that passes at once is
 * not named.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, expect, it } from 'vitest';

// Inside the project, so the check file resolves vitest from its node_modules.
fs.mkdirSync('.tmp', { recursive: true });
const dir = fs.mkdtempSync(path.resolve('.tmp', 'retried-reporter-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

it('prints the error of a test that passed only on its retry, and nothing for a steady one', () => {
  fs.writeFileSync(path.join(dir, 'vitest.config.ts'), "export default { test: { include: ['*.check.ts'] } };\n");
  fs.writeFileSync(
    path.join(dir, 'race.check.ts'),
    `import { expect, it } from 'vitest';
let attempt = 0;
it('settles on the second attempt', { retry: 1 }, () => {
  attempt += 1;
  expect(attempt, 'the first attempt lost the race').toBe(2);
});
it('passes at once', () => expect(1).toBe(1));
let tries = 0;
it('runs out of time once', { retry: 1, timeout: 200 }, async () => {
  tries += 1;
  if (tries === 1) await new Promise((resolve) => setTimeout(resolve, 1_000));
});
`,
  );
  const run = spawnSync(
    'npx',
    [
      'vitest',
      'run',
      '--root',
      dir,
      '--reporter',
      'default',
      '--reporter',
      path.resolve('tests/helpers/retried-reporter.ts'),
    ],
    { encoding: 'utf8', env: { ...process.env, CI: '' } },
  );
  expect(run.status).toBe(0);
  expect(run.stderr).toContain('Passed only on retry:');
  expect(run.stderr).toContain('race.check.ts > settles on the second attempt');
  expect(run.stderr).toContain('the first attempt lost the race: expected 1 to be 2');
  expect(run.stderr).not.toContain('passes at once');
  // A timeout is named by its message, which its stack does not carry.
  expect(run.stderr).toContain('race.check.ts > runs out of time once');
  expect(run.stderr).toContain('Test timed out in 200ms');
}, 60_000);
