/**
 * The zone clock's wall time (common/zone-clock.ts), read from the formatter's text, against the
 * same wall time read from its parts, over a year in zones with and without daylight saving,
 * with half and quarter hour offsets.
 */
import { describe, expect, it } from 'vitest';
import { formatterFor, instantOfWall, wallAt } from '../../src/common/zone-clock.js';

/** The same formatter's wall time read from its parts, as the clock reads it when the text is odd. */
function wallFromParts(instant: number, timeZone: string): number {
  const parts = formatterFor(timeZone).formatToParts(new Date(instant));
  const get = (type: string) => Number(parts.find((part) => part.type === type)?.value);
  return Date.UTC(get('year'), get('month') - 1, get('day'), get('hour'), get('minute'), get('second'));
}

const ZONES = ['UTC', 'Europe/Madrid', 'America/New_York', 'Asia/Kolkata', 'Asia/Kathmandu', 'Australia/Lord_Howe'];

describe('the wall clock of an instant in a zone', () => {
  it.each(ZONES)('matches the formatter parts in %s over a year, across its clock changes', (zone) => {
    const start = Date.UTC(2026, 0, 1);
    let checked = 0;
    for (let instant = start; instant < start + 366 * 86_400_000; instant += 7 * 3_600_000 + 13 * 60_000 + 7_000) {
      expect(wallAt(instant, zone)).toBe(wallFromParts(instant, zone));
      checked += 1;
    }
    expect(checked).toBeGreaterThan(1_000);
  });

  it('knows Madrid is two hours ahead in summer, one in winter, and finds the instant of a wall time', () => {
    const summer = Date.UTC(2026, 6, 1, 10, 0, 0);
    const winter = Date.UTC(2026, 0, 15, 10, 0, 0);
    expect(wallAt(summer, 'Europe/Madrid') - summer).toBe(2 * 3_600_000);
    expect(wallAt(winter, 'Europe/Madrid') - winter).toBe(3_600_000);
    expect(instantOfWall(Date.UTC(2026, 6, 1, 12, 0, 0), 'Europe/Madrid')).toBe(summer);
  });
});
