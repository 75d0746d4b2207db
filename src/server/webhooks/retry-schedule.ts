/**
 * When a failed delivery is tried again: 5 s, 30 s, 2 min, 10 min, 1 h, 3 h, 6 h, 12 h after
 * each failure (with the default base of 5 s), and never later than 24 h after the event's
 * delivery was made. The whole schedule scales with the base, so a test's 20 ms base runs it in
 * seconds.
 */
const MULTIPLES = [1, 6, 24, 120, 720, 2160, 4320, 8640];
/** 24 hours in multiples of the default 5 s base. */
const WINDOW_MULTIPLE = (24 * 3600) / 5;

/** The delay before the next attempt after `attempts` failed ones, or null: give up. */
export function nextRetryDelay(attempts: number, baseMs: number, createdAt: string, now = Date.now()): number | null {
  const multiple = MULTIPLES[attempts - 1];
  if (multiple === undefined) return null;
  const delay = multiple * baseMs;
  const deadline = Date.parse(createdAt) + WINDOW_MULTIPLE * baseMs;
  return now + delay > deadline ? null : delay;
}
