/**
 * The wall clock of an instant in an IANA time zone, through Intl (no time zone library): the
 * SLA's business time and the reports' days both count in the tenant's zone.
 */

const formatters = new Map<string, Intl.DateTimeFormat>();

/** One formatter per zone: making one costs far more than using it. */
export function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

/** en-US with the options above: "03/29/2026, 03:30:00". */
const WALL_TEXT = /^(\d{2})\/(\d{2})\/(\d+), (\d{2}):(\d{2}):(\d{2})$/;

/** The wall clock of an instant in a zone, as if it were UTC (milliseconds, whole seconds). */
export function wallAt(instant: number, timeZone: string): number {
  const formatter = formatterFor(timeZone);
  const date = new Date(instant);
  // The text and a pattern, not formatToParts: the SLA's business time asks this many times per
  // step, and the parts' eleven objects cost nearly three times as much.
  const text = WALL_TEXT.exec(formatter.format(date));
  if (text) {
    const [, month, day, year, hour, minute, second] = text.map(Number) as number[];
    return Date.UTC(year as number, (month as number) - 1, day, hour, minute, second);
  }
  const parts = formatter.formatToParts(date);
  const get = (type: string) => Number(parts.find((part) => part.type === type)?.value);
  return Date.UTC(get('year'), get('month') - 1, get('day'), get('hour'), get('minute'), get('second'));
}

/** The zone's offset from UTC at an instant, in milliseconds. */
function zoneOffsetAt(instant: number, timeZone: string): number {
  return wallAt(instant, timeZone) - Math.floor(instant / 1000) * 1000;
}

/** The UTC instant (ms) of a local wall time (ms as if UTC) in the zone. */
export function instantOfWall(wall: number, timeZone: string): number {
  // Twice: the offset at the guess may differ from the offset at the answer across a DST change.
  const guess = wall - zoneOffsetAt(wall, timeZone);
  return wall - zoneOffsetAt(guess, timeZone);
}
