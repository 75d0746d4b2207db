/**
 * Business time: seconds that count only inside working hours, on working days that are not
 * holidays, in a tenant's time zone. Pure (no I/O, no clock), so the server sets due times with
 * it and the web shows the time left with the same arithmetic.
 *
 * A day's working window is [start, end) of its local wall time, converted to UTC through the
 * zone, so a daylight-saving change moves the window, not its length in wall hours.
 */

import { instantOfWall as instantOf, wallAt } from './zone-clock.js';

export interface WorkingCalendar {
  /** Days of the week that are worked: 0 Sunday … 6 Saturday. */
  workingDays: number[];
  /** Local wall time "HH:MM"; end is after start (no overnight shifts). */
  start: string;
  end: string;
  /** Local dates (YYYY-MM-DD) that are not worked. */
  holidays: string[];
}

/** The calendar a document's clock runs on: the working calendar in the tenant's zone. */
export interface SlaCalendar extends WorkingCalendar {
  timeZone: string;
}

const DAY_MS = 86_400_000;
/** How many calendar days a walk may look at before it gives up (about 30 years). */
const MAX_DAYS = 11_000;

function minutesOf(clock: string): number {
  const [hours, minutes] = clock.split(':').map(Number);
  return (hours ?? 0) * 60 + (minutes ?? 0);
}

/** The local calendar day (midnight, ms as if UTC) of an instant. */
function localDay(instant: number, timeZone: string): number {
  const wall = wallAt(instant, timeZone);
  return wall - (((wall % DAY_MS) + DAY_MS) % DAY_MS);
}

interface Window {
  start: number;
  end: number;
}

const windows = new Map<string, Window>();

/** The working window of the local day (ms as if UTC at midnight), or none on a day off. */
function windowOf(day: number, calendar: SlaCalendar, holidays: ReadonlySet<string>): Window | undefined {
  const date = new Date(day);
  if (!calendar.workingDays.includes(date.getUTCDay())) return undefined;
  if (holidays.has(date.toISOString().slice(0, 10))) return undefined;
  const key = `${calendar.timeZone}|${day}|${calendar.start}|${calendar.end}`;
  let window = windows.get(key);
  if (!window) {
    window = {
      start: instantOf(day + minutesOf(calendar.start) * 60_000, calendar.timeZone),
      end: instantOf(day + minutesOf(calendar.end) * 60_000, calendar.timeZone),
    };
    // Time-zone conversion is the costly part (Intl): a list recounting each minute, or a
    // document long overdue, asks for the same days again. Bounded, then started afresh.
    if (windows.size >= 100_000) windows.clear();
    windows.set(key, window);
  }
  return window;
}

function hasWorkingTime(calendar: SlaCalendar): boolean {
  return calendar.workingDays.length > 0 && minutesOf(calendar.end) > minutesOf(calendar.start);
}

function toMs(at: string | number): number {
  return typeof at === 'number' ? at : Date.parse(at);
}

/**
 * The business seconds from `from` to `to`: negative when `to` is earlier (how far past a due
 * time it is). Whole seconds, rounded down toward zero.
 */
export function businessSecondsBetween(from: string | number, to: string | number, calendar: SlaCalendar): number {
  const a = toMs(from);
  const b = toMs(to);
  if (b < a) return -businessSecondsBetween(b, a, calendar);
  if (!hasWorkingTime(calendar)) return 0;
  const holidays = new Set(calendar.holidays);
  let total = 0;
  // The window of the day before may reach past local midnight in UTC terms: start a day early.
  let day = localDay(a, calendar.timeZone) - DAY_MS;
  const last = localDay(b, calendar.timeZone);
  for (let n = 0; day <= last && n < MAX_DAYS; n += 1, day += DAY_MS) {
    const window = windowOf(day, calendar, holidays);
    if (!window) continue;
    const start = Math.max(window.start, a);
    const end = Math.min(window.end, b);
    if (end > start) total += end - start;
  }
  return Math.floor(total / 1000);
}

/**
 * The instant `seconds` of business time after `from` (ISO-8601 UTC). Zero seconds is `from`
 * itself; a positive amount that ends exactly at a window's close ends there, not at the next
 * opening.
 */
export function addBusinessSeconds(from: string | number, seconds: number, calendar: SlaCalendar): string {
  const a = toMs(from);
  if (seconds <= 0) return new Date(a).toISOString();
  if (!hasWorkingTime(calendar)) throw new Error('The calendar has no working time');
  const holidays = new Set(calendar.holidays);
  let left = seconds * 1000;
  let day = localDay(a, calendar.timeZone) - DAY_MS;
  for (let n = 0; n < MAX_DAYS; n += 1, day += DAY_MS) {
    const window = windowOf(day, calendar, holidays);
    if (!window || window.end <= a) continue;
    const start = Math.max(window.start, a);
    const length = window.end - start;
    if (left <= length) return new Date(start + left).toISOString();
    left -= length;
  }
  throw new Error('No working time within the next thirty years');
}
