/**
 * The SLA terms of a tenant: its own business hours and working calendar where it has them
 * (the tenant form), else the global settings (setup), in the tenant's time zone; and the
 * warning point. A fresh clock for an assignment is set from them.
 */
import type { Kysely } from 'kysely';
import { addBusinessSeconds, businessSecondsBetween, type SlaCalendar } from '../../../common/business-time.js';
import { workingCalendar } from '../../../common/schemas/sla.js';
import type { Database, DocumentTable } from '../../db/schema.js';
import { readSettings, settingValues } from '../settings.js';

export interface SlaTerms {
  hours: number;
  calendar: SlaCalendar;
  warnFraction: number;
}

const GLOBAL_TERMS = ['slaCalendar', 'slaHours', 'slaWarnFraction'] as const;

export async function slaTermsFor(db: Kysely<Database>, tenantId: string): Promise<SlaTerms> {
  // One read, not four: start next reads the terms inside its claim, while it holds the row.
  // The global settings come as columns of the tenant's row.
  const row = await db
    .selectFrom('tenant')
    .select(['time_zone', 'sla_hours', 'sla_calendar'])
    .select((eb) =>
      GLOBAL_TERMS.map((key) => eb.selectFrom('setting').select('value').where('id', '=', key).as(`setting_${key}`)),
    )
    .where('id', '=', tenantId)
    .executeTakeFirst();
  const global = row
    ? settingValues(GLOBAL_TERMS, (key) => row[`setting_${key}`])
    : await readSettings(db, GLOBAL_TERMS);
  const own = row?.sla_calendar ? workingCalendar.safeParse(JSON.parse(row.sla_calendar)) : undefined;
  const calendar = own?.success ? own.data : global.slaCalendar;
  return {
    hours: row?.sla_hours ?? global.slaHours,
    calendar: { ...calendar, timeZone: row?.time_zone ?? 'UTC' },
    warnFraction: global.slaWarnFraction,
  };
}

/** Terms per tenant, read once per batch. */
export function slaTermsLoader(db: Kysely<Database>): (tenantId: string) => Promise<SlaTerms> {
  const known = new Map<string, Promise<SlaTerms>>();
  return (tenantId) => {
    let terms = known.get(tenantId);
    if (!terms) {
      terms = slaTermsFor(db, tenantId);
      known.set(tenantId, terms);
    }
    return terms;
  };
}

/**
 * A clock started now: due after the SLA's business hours (or at the due time given), the
 * warning at its fraction of that time, nothing paused, warned or breached yet.
 */
export type ClockColumns = Pick<
  DocumentTable,
  | 'sla_calendar'
  | 'sla_seconds'
  | 'sla_warn_at'
  | 'sla_paused_at'
  | 'sla_left_seconds'
  | 'sla_warned_at'
  | 'sla_breached_at'
> & { due_at: string };

export function freshClock(terms: SlaTerms, now: string, dueAt?: string): ClockColumns {
  const due = dueAt ?? addBusinessSeconds(now, terms.hours * 3600, terms.calendar);
  const seconds = Math.max(0, businessSecondsBetween(now, due, terms.calendar));
  return {
    due_at: due,
    sla_calendar: JSON.stringify(terms.calendar),
    sla_seconds: seconds,
    sla_warn_at: addBusinessSeconds(now, Math.floor(seconds * terms.warnFraction), terms.calendar),
    sla_paused_at: null,
    sla_left_seconds: null,
    sla_warned_at: null,
    sla_breached_at: null,
  };
}
