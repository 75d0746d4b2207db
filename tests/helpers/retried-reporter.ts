/**
 * A test that fails and then passes on its CI retry is a race, not a pass: this reporter prints
 * what the failed attempt threw, so the race can be found from the log of a green run (Vitest's
 * own reporter marks the test "retry x1" and keeps the error to itself).
 */
import type { Reporter, TestCase } from 'vitest/node';

export default class RetriedReporter implements Reporter {
  onTestCaseResult(testCase: TestCase): void {
    const result = testCase.result();
    const { retryCount } = testCase.diagnostic() ?? { retryCount: 0 };
    if (result.state !== 'passed' || retryCount === 0 || !result.errors?.length) return;
    // A timeout's stack carries a placeholder, not its message ("Test timed out in …"): say both.
    const lines = result.errors.map(({ message, stack }) =>
      stack?.includes(message) ? `  ${stack}` : `  ${message}${stack ? `\n  ${stack}` : ''}`,
    );
    process.stderr.write(
      `\nPassed only on retry: ${testCase.module.moduleId} > ${testCase.fullName}\n${lines.join('\n')}\n`,
    );
  }
}
