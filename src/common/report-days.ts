/**
 * A report's days and months as UTC bounds [start, end) for a time zone. SQLite has no time
 * zones, so the bounds are computed here and the SQL only compares ISO text against them: the
 * same buckets on both engines, and a day is the tenant's day, not the server's.
 */

import { instantOfWall } from './zone-clock.js';

export interface Bucket {
  /** YYYY-MM-DD for a day, YYYY-MM for a month: the tenant's calendar. */
  key: string;
  /** ISO-8601 UTC instants, start inclusive, end exclusive. */
  start: string;
  end: string;
}

/** The UTC instant of local midnight starting the calendar date y-m-d in the zone. */
export function zonedMidnight(year: number, month: number, day: number, timeZone: string): string {
  return new Date(instantOfWall(Date.UTC(year, month - 1, day), timeZone)).toISOString();
}

const parseDate = (date: string) => date.split('-').map(Number) as [number, number, number];
const formatDate = (time: number) => new Date(time).toISOString().slice(0, 10);

/** The calendar dates from..to inclusive (YYYY-MM-DD). */
export function datesBetween(from: string, to: string): string[] {
  const out: string[] = [];
  const [fy, fm, fd] = parseDate(from);
  const [ty, tm, td] = parseDate(to);
  for (let time = Date.UTC(fy, fm - 1, fd); time <= Date.UTC(ty, tm - 1, td); time += 86_400_000)
    out.push(formatDate(time));
  return out;
}

export function addDays(date: string, days: number): string {
  const [y, m, d] = parseDate(date);
  return formatDate(Date.UTC(y, m - 1, d + days));
}

/** One bucket per day of from..to inclusive, in the zone. */
export function dayBuckets(from: string, to: string, timeZone: string): Bucket[] {
  return datesBetween(from, to).map((key) => {
    const [y, m, d] = parseDate(key);
    const [ny, nm, nd] = parseDate(addDays(key, 1));
    return { key, start: zonedMidnight(y, m, d, timeZone), end: zonedMidnight(ny, nm, nd, timeZone) };
  });
}

/** One bucket per calendar month touching from..to, clipped to the range, in the zone. */
export function monthBuckets(from: string, to: string, timeZone: string): Bucket[] {
  const days = dayBuckets(from, to, timeZone);
  const out: Bucket[] = [];
  for (const day of days) {
    const key = day.key.slice(0, 7);
    const last = out[out.length - 1];
    if (last && last.key === key) last.end = day.end;
    else out.push({ key, start: day.start, end: day.end });
  }
  return out;
}

/** The period of equal length just before from..to (for "change against the previous period"). */
export function previousPeriod(from: string, to: string): { from: string; to: string } {
  const length = datesBetween(from, to).length;
  return { from: addDays(from, -length), to: addDays(from, -1) };
}

/** Today's date in the zone (YYYY-MM-DD). */
export function todayIn(timeZone: string, now = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);
}
