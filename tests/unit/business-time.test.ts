/**
 * Business-time arithmetic as a table: working hours, weekends, holidays, time zones (with a
 * daylight-saving change) and a pause, each case worked out by hand.
 */
import { describe, expect, it } from 'vitest';
import { addBusinessSeconds, businessSecondsBetween, type SlaCalendar } from '../../src/common/business-time';
import { clockStateFor, hoursAndMinutes, timeLeft } from '../../src/common/sla';

const H = 3600;
const utc: SlaCalendar = { timeZone: 'UTC', workingDays: [1, 2, 3, 4, 5], start: '09:00', end: '17:00', holidays: [] };
const madrid: SlaCalendar = { ...utc, timeZone: 'Europe/Madrid' };
const newYork: SlaCalendar = { ...utc, timeZone: 'America/New_York' };
const christmas: SlaCalendar = { ...utc, holidays: ['2026-12-25'] };
const sixDays: SlaCalendar = { ...utc, workingDays: [1, 2, 3, 4, 5, 6], start: '08:30', end: '12:30' };

// 2026-11-23 is a Monday.
const addCases: [string, SlaCalendar, string, number, string][] = [
  ['inside working hours', utc, '2026-11-23T10:00:00.000Z', 2 * H, '2026-11-23T12:00:00.000Z'],
  ['before opening starts at opening', utc, '2026-11-23T06:00:00.000Z', 1 * H, '2026-11-23T10:00:00.000Z'],
  ['after closing carries to next morning', utc, '2026-11-23T18:00:00.000Z', 1 * H, '2026-11-24T10:00:00.000Z'],
  ['ends exactly at closing', utc, '2026-11-23T09:00:00.000Z', 8 * H, '2026-11-23T17:00:00.000Z'],
  ['spills over to the next day', utc, '2026-11-23T15:00:00.000Z', 4 * H, '2026-11-24T11:00:00.000Z'],
  ['Friday afternoon skips the weekend', utc, '2026-11-27T15:00:00.000Z', 4 * H, '2026-11-30T11:00:00.000Z'],
  ['from Saturday starts Monday', utc, '2026-11-28T12:00:00.000Z', 1 * H, '2026-11-30T10:00:00.000Z'],
  ['48 business hours is six working days', utc, '2026-11-23T09:00:00.000Z', 48 * H, '2026-11-30T17:00:00.000Z'],
  ['a holiday is skipped', christmas, '2026-12-24T16:00:00.000Z', 2 * H, '2026-12-28T10:00:00.000Z'],
  ['a six-day week with short days', sixDays, '2026-11-27T12:00:00.000Z', 1 * H, '2026-11-28T09:00:00.000Z'],
  // Madrid is UTC+1 in winter: 09:00-17:00 local is 08:00-16:00 UTC.
  ['Madrid in winter', madrid, '2026-11-23T15:00:00.000Z', 2 * H, '2026-11-24T09:00:00.000Z'],
  // New York is UTC-5: at 2026-11-23T03:00Z it is still Sunday evening locally.
  ['New York: UTC Monday is local Sunday', newYork, '2026-11-23T03:00:00.000Z', 1 * H, '2026-11-23T15:00:00.000Z'],
  // Summer time ends in Madrid on 2026-10-25: Friday 23rd is UTC+2, Monday 26th is UTC+1.
  ['Madrid across the DST change', madrid, '2026-10-23T14:00:00.000Z', 2 * H, '2026-10-26T09:00:00.000Z'],
  ['zero seconds is the start itself', utc, '2026-11-28T12:00:00.000Z', 0, '2026-11-28T12:00:00.000Z'],
];

describe('addBusinessSeconds', () => {
  it.each(addCases)('%s', (_name, calendar, from, seconds, due) => {
    expect(addBusinessSeconds(from, seconds, calendar)).toBe(due);
    // And back: the business time between the two is what was added.
    expect(businessSecondsBetween(from, due, calendar)).toBe(seconds);
  });
});

const betweenCases: [string, SlaCalendar, string, string, number][] = [
  ['a whole working day', utc, '2026-11-23T00:00:00.000Z', '2026-11-24T00:00:00.000Z', 8 * H],
  ['a whole week', utc, '2026-11-23T00:00:00.000Z', '2026-11-30T00:00:00.000Z', 40 * H],
  ['a weekend counts nothing', utc, '2026-11-28T00:00:00.000Z', '2026-11-30T00:00:00.000Z', 0],
  ['overdue is negative', utc, '2026-11-24T11:00:00.000Z', '2026-11-23T15:00:00.000Z', -4 * H],
  ['the holiday week has four days', christmas, '2026-12-21T00:00:00.000Z', '2026-12-28T00:00:00.000Z', 32 * H],
  ['Madrid day in UTC terms', madrid, '2026-11-23T07:30:00.000Z', '2026-11-23T16:30:00.000Z', 8 * H],
];

describe('businessSecondsBetween', () => {
  it.each(betweenCases)('%s', (_name, calendar, from, to, seconds) => {
    expect(businessSecondsBetween(from, to, calendar)).toBe(seconds);
  });
});

describe('a pause moves the due time by the business time it lasted', () => {
  it('pauses Monday 11:00 with 10 h left, resumes Wednesday 14:00', () => {
    const assigned = '2026-11-23T09:00:00.000Z';
    const due = addBusinessSeconds(assigned, 12 * H, utc);
    expect(due).toBe('2026-11-24T13:00:00.000Z');
    const pausedAt = '2026-11-23T11:00:00.000Z';
    const left = businessSecondsBetween(pausedAt, due, utc);
    expect(left).toBe(10 * H);
    const resumed = '2026-11-25T14:00:00.000Z';
    // 3 h on Wednesday, 7 h on Thursday.
    expect(addBusinessSeconds(resumed, left, utc)).toBe('2026-11-26T16:00:00.000Z');
    const view = { status: 'on_hold', dueAt: due, slaCalendar: utc, slaPausedAt: pausedAt, slaLeftSeconds: left };
    // Frozen while paused, however long the pause.
    expect(timeLeft(view, Date.parse('2026-12-20T10:00:00.000Z'))).toEqual({ kind: 'paused', seconds: 10 * H });
  });
});

describe('the clock and the time left', () => {
  it.each([
    ['new', false, 'stopped'],
    ['assigned', false, 'running'],
    ['processing', false, 'running'],
    ['on_hold', false, 'running'],
    ['on_hold', true, 'paused'],
    ['processed', false, 'running'],
    ['approved', false, 'paused'],
    ['archived', false, 'stopped'],
  ] as const)('%s waiting on the client: %s → %s', (status, waiting, state) => {
    expect(clockStateFor(status, waiting)).toBe(state);
  });

  it('counts left and over in business time, and nothing once approved', () => {
    const view = {
      status: 'processing',
      dueAt: '2026-11-30T11:00:00.000Z',
      slaCalendar: utc,
      slaPausedAt: null,
      slaLeftSeconds: null,
    };
    expect(timeLeft(view, Date.parse('2026-11-27T15:00:00.000Z'))).toEqual({ kind: 'left', seconds: 4 * H });
    expect(timeLeft(view, Date.parse('2026-11-30T12:30:00.000Z'))).toEqual({ kind: 'over', seconds: 1.5 * H });
    expect(timeLeft({ ...view, status: 'approved' }, Date.now())).toBeNull();
    expect(hoursAndMinutes(5 * H + 20 * 60 + 59)).toEqual({ hours: 5, minutes: 20 });
  });
});
