/**
 * The one way tests wait: for a condition, never for a fixed time. waitFor polls the condition
 * until it returns a truthy value (which it resolves with) or the time is up (it then throws
 * with the message, so the test fails saying what never happened).
 */
export interface WaitOptions {
  /** How long to wait at most, in ms (default 10 s). */
  timeout?: number;
  /** The pause between two checks, in ms (default 50). */
  interval?: number;
  /** What was waited for, for the error when it never happened. */
  message?: string;
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export async function waitFor<T>(
  condition: () => T | Promise<T>,
  { timeout = 10_000, interval = 50, message = 'the condition' }: WaitOptions = {},
): Promise<NonNullable<T>> {
  const deadline = Date.now() + timeout;
  for (;;) {
    const value = await condition();
    if (value) return value as NonNullable<T>;
    if (Date.now() >= deadline) throw new Error(`timed out after ${timeout} ms waiting for ${message}`);
    await pause(interval);
  }
}

/**
 * Waits until a reading has stayed the same for `settle` ms (a stream that has stopped, a
 * count that no longer moves), and resolves with it.
 */
export async function waitForSteady<T>(
  read: () => T | Promise<T>,
  { settle, ...options }: WaitOptions & { settle: number },
): Promise<T> {
  let last = await read();
  let since = Date.now();
  await waitFor(
    async () => {
      const now = await read();
      if (now !== last) {
        last = now;
        since = Date.now();
        return false;
      }
      return Date.now() - since >= settle;
    },
    { timeout: 20_000, ...options, message: options.message ?? 'a steady reading' },
  );
  return last;
}
