/** The SLA settings: hours of business time, the working calendar, the warning point. */
import { z } from 'zod';
import { isoDate } from './fields.js';

const clock = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'A time as HH:MM');

/** Working days (0 Sunday … 6 Saturday), working hours and holidays, in the tenant's time zone. */
export const workingCalendar = z
  .strictObject({
    workingDays: z.array(z.number().int().min(0).max(6)).min(1).max(7),
    start: clock,
    end: clock,
    holidays: z.array(isoDate).max(400),
  })
  .refine((value) => value.end > value.start, { message: 'Working hours end after they start', path: ['end'] })
  .refine((value) => new Set(value.workingDays).size === value.workingDays.length, {
    message: 'A working day is listed twice',
    path: ['workingDays'],
  });
export type WorkingCalendarValue = z.infer<typeof workingCalendar>;

export const slaHours = z
  .number()
  .int()
  .min(1)
  .max(24 * 365);

/** The share of the SLA time after which a document is "about to breach". */
export const slaWarnFraction = z.number().min(0.05).max(0.99);

export const DEFAULT_CALENDAR = {
  workingDays: [1, 2, 3, 4, 5],
  start: '09:00',
  end: '17:00',
  holidays: [] as string[],
};

/** The calendar a document's clock runs on: a working calendar in the tenant's zone. */
export const slaCalendar = z.object({
  timeZone: z.string(),
  workingDays: z.array(z.number().int()),
  start: z.string(),
  end: z.string(),
  holidays: z.array(z.string()),
});
