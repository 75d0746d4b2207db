/**
 * The document list's filters as they live in the URL, so a filtered list can be linked to,
 * reloaded and reached from a chart or a dashboard card:
 *
 *   ?status=…&tenant=…&location=…&assignee=…&due=overdue|today|week|YYYY-MM-DD&from=…&to=…
 *
 * `due` is the due filter: overdue (the server's `due=overdue`, by the one overdue rule, so a
 * clock paused on the client is left out as the dashboard leaves it out), due today or this week
 * (the browser's day and ISO week, Monday first), or due by a date (on or before it, the
 * browser's day). A
 * due filter means open work, so on the All tab it keeps to the open statuses, as the
 * dashboard counts them. `from` and `to` are upload dates (inclusive), in the client's time
 * zone when one client is chosen and in UTC otherwise: the days the reports count by, so a
 * chart's bar and the list it opens agree.
 */
import type { CrudFilter } from '@refinedev/core';
import { addDays, zonedMidnight } from '../../../common/report-days';

export const DUE_CHOICES = ['overdue', 'today', 'week'] as const;
export type DueChoice = (typeof DUE_CHOICES)[number];

export interface DocumentListFilterValues {
  tenantId?: string;
  locationId?: string;
  assigneeId?: string;
  /** overdue, today, week, or a due-by date (YYYY-MM-DD). */
  due?: string;
  /** Upload dates, inclusive (YYYY-MM-DD). */
  from?: string;
  to?: string;
}

const URL_KEYS: Record<keyof DocumentListFilterValues, string> = {
  tenantId: 'tenant',
  locationId: 'location',
  assigneeId: 'assignee',
  due: 'due',
  from: 'from',
  to: 'to',
};

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const isDate = (value: string) => DATE.test(value) && !Number.isNaN(Date.parse(`${value}T00:00:00Z`));

export function isDueChoice(value: string | undefined): value is DueChoice {
  return (DUE_CHOICES as readonly string[]).includes(value ?? '');
}

/** The filters the URL holds; a malformed due or date is ignored, not guessed at. */
export function readFilterValues(params: URLSearchParams): DocumentListFilterValues {
  const values: DocumentListFilterValues = {};
  for (const [field, key] of Object.entries(URL_KEYS) as [keyof DocumentListFilterValues, string][]) {
    const value = params.get(key)?.trim();
    if (!value) continue;
    if (field === 'due' && !isDueChoice(value) && !isDate(value)) continue;
    if ((field === 'from' || field === 'to') && !isDate(value)) continue;
    values[field] = value;
  }
  return values;
}

/** The URL with these filters (others, like the status tab, kept). */
export function writeFilterValues(params: URLSearchParams, values: DocumentListFilterValues): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const [field, key] of Object.entries(URL_KEYS) as [keyof DocumentListFilterValues, string][]) {
    const value = values[field];
    if (value) next.set(key, value);
    else next.delete(key);
  }
  return next;
}

const localMidnight = (date: Date, plusDays = 0) =>
  new Date(date.getFullYear(), date.getMonth(), date.getDate() + plusDays);

/** The due filter as bounds on the due time (ISO instants, both inclusive); overdue is the server's rule. */
export function dueBounds(due: string | undefined, now: Date): { from?: string; to?: string } | undefined {
  if (!due || due === 'overdue') return undefined;
  const justBefore = (date: Date) => new Date(date.getTime() - 1).toISOString();
  if (due === 'today') return { from: localMidnight(now).toISOString(), to: justBefore(localMidnight(now, 1)) };
  if (due === 'week') {
    const sinceMonday = (now.getDay() + 6) % 7;
    return {
      from: localMidnight(now, -sinceMonday).toISOString(),
      to: justBefore(localMidnight(now, 7 - sinceMonday)),
    };
  }
  if (!isDate(due)) return undefined;
  const [y, m, d] = due.split('-').map(Number) as [number, number, number];
  return { to: justBefore(new Date(y, m - 1, d + 1)) };
}

/** Upload dates from..to as bounds on the upload time, in the zone (the reports' days). */
export function receivedBounds(from: string | undefined, to: string | undefined, timeZone: string) {
  const midnight = (date: string) => {
    const [y, m, d] = date.split('-').map(Number) as [number, number, number];
    return zonedMidnight(y, m, d, timeZone);
  };
  return {
    from: from ? midnight(from) : undefined,
    to: to ? new Date(Date.parse(midnight(addDays(to, 1))) - 1).toISOString() : undefined,
  };
}

/** The list's filters for the API (the status tab's filter is added by the list). */
export function toListFilters(
  values: DocumentListFilterValues,
  options: { now?: Date; timeZone?: string } = {},
): CrudFilter[] {
  const due = dueBounds(values.due, options.now ?? new Date());
  const received = receivedBounds(values.from, values.to, options.timeZone ?? 'UTC');
  return [
    { field: 'tenantId', operator: 'eq', value: values.tenantId || undefined },
    { field: 'locationId', operator: 'eq', value: values.locationId || undefined },
    { field: 'assigneeId', operator: 'eq', value: values.assigneeId || undefined },
    { field: 'due', operator: 'eq', value: values.due === 'overdue' ? 'overdue' : undefined },
    { field: 'dueAt', operator: 'gte', value: due?.from },
    // A document without a due time is never due.
    { field: 'dueAt', operator: 'lte', value: due?.to },
    { field: 'createdAt', operator: 'gte', value: received.from },
    { field: 'createdAt', operator: 'lte', value: received.to },
  ];
}
