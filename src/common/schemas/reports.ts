/**
 * The report routes' queries and answers (issue 13). Every figure is aggregated in SQL on the
 * server, in the caller's scope; days are the tenant's days (UTC when the report spans tenants,
 * and the answer says so with `utcDays`).
 */
import { z } from 'zod';
import { DOCUMENT_STATUSES } from '../workflow.js';
import { id, isoDate } from './fields.js';

/** The longest range a report answers: a year and a bit, one bucket per day. */
export const REPORT_MAX_DAYS = 400;

const dayCount = (from: string, to: string) => (Date.parse(to) - Date.parse(from)) / 86_400_000 + 1;

/** Every report: a date range (inclusive, the tenant's calendar), optionally one tenant, JSON or one table as CSV. */
export const reportQuery = z
  .strictObject({
    from: isoDate,
    to: isoDate,
    /** Administrators (and any caller, inside their scope): one tenant; absent = everything in scope. */
    tenant: id.optional(),
    format: z.enum(['json', 'csv']).default('json'),
    /** With format=csv: which of the answer's tables. */
    table: z
      .string()
      .regex(/^[a-zA-Z]{1,40}$/)
      .optional(),
  })
  .refine((q) => q.from <= q.to, { message: 'from must not be after to', path: ['to'] })
  .refine((q) => dayCount(q.from, q.to) <= REPORT_MAX_DAYS, {
    message: `at most ${REPORT_MAX_DAYS} days`,
    path: ['from'],
  })
  .refine((q) => q.format === 'json' || !!q.table, { message: 'table is required with format=csv', path: ['table'] });
export type ReportQuery = z.infer<typeof reportQuery>;

const count = z.number().int().nonnegative();
const dayPoint = z.object({ day: z.string(), n: count });

/** What every answer says about itself. */
const reportMeta = {
  computedAt: z.string(),
  from: isoDate,
  to: isoDate,
  timeZone: z.string(),
  /** True when the report spans tenants: days are UTC days then. */
  utcDays: z.boolean(),
  tenant: id.nullable(),
};

const figure = z.object({ current: z.number(), previous: z.number() });
export const TURNAROUND_BUCKETS = ['lt1d', 'd1to2', 'd2to5', 'd5to10', 'gt10d'] as const;

/**
 * Amounts are never summed across currencies: every amount is a currency's (ISO code) sum, one
 * row or series per currency.
 */
const currencyAmount = { currency: z.string(), amountCents: z.number() };
const categoryAmount = z.object({ category: z.string(), ...currencyAmount, items: count });
const monthAmount = z.object({ month: z.string(), ...currencyAmount });

export const clientHqReport = z.object({
  ...reportMeta,
  previous: z.object({ from: isoDate, to: isoDate }),
  figures: z.object({
    uploads: figure,
    archived: figure,
    disputes: figure,
    /** The items' amounts of the documents uploaded in each period, per currency. */
    amounts: z.array(z.object({ currency: z.string(), current: z.number(), previous: z.number() })),
  }),
  uploadsPerDay: z.array(dayPoint),
  byStatus: z.array(z.object({ status: z.enum(DOCUMENT_STATUSES), n: count })),
  turnaround: z.array(z.object({ bucket: z.enum(TURNAROUND_BUCKETS), n: count })),
  topCategories: z.array(categoryAmount),
});
export type ClientHqReport = z.infer<typeof clientHqReport>;

export const clientBreakdownsReport = z.object({
  ...reportMeta,
  byLocation: z.array(z.object({ locationId: z.string(), locationName: z.string(), documents: count })),
  amountsByLocation: z.array(z.object({ locationId: z.string(), locationName: z.string(), ...currencyAmount })),
  byCategory: z.array(categoryAmount),
  byMonth: z.array(z.object({ month: z.string(), documents: count })),
  /** Every month × every currency seen in the range (zero when none). */
  amountsByMonth: z.array(monthAmount),
});
export type ClientBreakdownsReport = z.infer<typeof clientBreakdownsReport>;

export const executiveReport = z.object({
  ...reportMeta,
  previous: z.object({ from: isoDate, to: isoDate }),
  months: z.array(z.object({ month: z.string(), documents: count, archived: count })),
  /** Every month × every currency seen in the range (zero when none). */
  amountsByMonth: z.array(monthAmount),
  /**
   * Approvals by the due time and after it; breached: documents whose SLA clock passed their due
   * time in the month, each once however often it was re-dated and breached again.
   */
  sla: z.array(z.object({ month: z.string(), onTime: count, late: count, breached: count })),
  byCategory: z.array(categoryAmount),
  disputes: z.object({ total: count, reasons: z.array(z.object({ reason: z.string(), n: count })) }),
  /** Documents per day of this period beside the same day index of the previous one. */
  trend: z.array(z.object({ index: count, day: z.string(), current: count, previousDay: z.string(), previous: count })),
});
export type ExecutiveReport = z.infer<typeof executiveReport>;

/**
 * The automation rate: of the fields keyed on submitted documents, the share accepted unchanged
 * from what the file suggested (capture_outcome), by client company, vendor or DBO.
 */
export const automationRow = z.object({
  by: z.enum(['tenant', 'vendor', 'dbo']),
  name: z.string(),
  fields: count,
  accepted: count,
  /** accepted / fields; null when no field was keyed. */
  rate: z.number().nullable(),
});
export type AutomationRow = z.infer<typeof automationRow>;

export const dboReport = z.object({
  ...reportMeta,
  days: z.array(
    z.object({
      day: z.string(),
      submitted: count,
      /** Mean hours from taking up (start/resolve/send-back) to submit; null: nothing submitted. */
      avgHandlingHours: z.number().nullable(),
      sentBack: count,
      /** Send-backs / submits of the day; null: nothing submitted. */
      sendBackRate: z.number().nullable(),
      teamMedianSubmitted: z.number().nullable(),
    }),
  ),
  mine: z.object({
    submitted: count,
    avgHandlingHours: z.number().nullable(),
    sentBack: count,
    sendBackRate: z.number().nullable(),
  }),
  team: z.object({
    members: count,
    medianSubmitted: z.number().nullable(),
    medianHandlingHours: z.number().nullable(),
    medianSendBackRate: z.number().nullable(),
  }),
  /** My fields accepted unchanged from the file, by vendor. */
  automation: z.array(automationRow),
});
export type DboReport = z.infer<typeof dboReport>;

export const BACKLOG_AGES = ['lt1d', 'd1to3', 'd3to7', 'd7to30', 'gt30d'] as const;

export const adminReport = z.object({
  ...reportMeta,
  volume: z.array(z.object({ tenantId: z.string(), tenantName: z.string(), documents: count })),
  backlog: z.array(z.object({ status: z.enum(DOCUMENT_STATUSES), age: z.enum(BACKLOG_AGES), n: count })),
  slaBreaches: z.array(
    z.object({
      tenantId: z.string(),
      tenantName: z.string(),
      approvedLate: count,
      /** Documents whose SLA clock passed their due time in the range, each once. */
      breached: count,
      /** Overdue now (common/overdue.ts), whatever the range. */
      openOverdue: count,
    }),
  ),
  reasons: z.array(z.object({ kind: z.enum(['send-back', 'dispute']), reason: z.string(), n: count })),
  productivity: z.array(
    z.object({ userId: z.string(), userName: z.string(), teamName: z.string().nullable(), submitted: count }),
  ),
  automation: z.array(automationRow),
});
export type AdminReport = z.infer<typeof adminReport>;

export const queueReport = z.object({
  ...reportMeta,
  days: z.array(
    z.object({ day: z.string(), arrivals: count, completions: count, reopened: count, backlog: z.number() }),
  ),
});
export type QueueReport = z.infer<typeof queueReport>;

/** The tables each report can export as CSV (format=csv&table=…). */
export const REPORT_TABLES = {
  clientHq: ['uploadsPerDay', 'byStatus', 'turnaround', 'topCategories'],
  clientBreakdowns: ['byLocation', 'byCategory', 'byMonth'],
  executive: ['months', 'sla', 'byCategory', 'disputeReasons', 'trend'],
  dbo: ['days', 'automation'],
  admin: ['volume', 'backlog', 'slaBreaches', 'reasons', 'productivity', 'automation'],
  queue: ['days'],
} as const;
