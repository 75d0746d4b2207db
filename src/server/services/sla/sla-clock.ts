/**
 * The SLA clock of each document (common/sla.ts says when it runs): pauses and resumes it as
 * the document starts and stops waiting on the client, and records its warning ("about to
 * breach") and its breach as audit events, the way a workflow step is recorded, exactly once
 * each: the record is a conditional update of the document (only while not yet recorded), so
 * of a periodic check and a step that notice it at the same moment, one writes the event. The
 * warning notifies the assignee and their supervisor (services/notifications).
 */
import type { Kysely, Transaction } from 'kysely';
import { addBusinessSeconds, businessSecondsBetween, type SlaCalendar } from '../../../common/business-time.js';
import { clockStateFor, mayWaitOnClient, SLA_CLOCK_STATUSES } from '../../../common/sla.js';
import { recordAudit } from '../../db/audit.js';
import { issueWaitingOnClient } from '../../db/issue-waiting-on-client.js';
import type { Database } from '../../db/schema.js';
import type { StoredDocument } from '../../db/schema.js';
import { notifySlaWarning } from '../notifications/index.js';
import { slaTermsFor } from './sla-terms.js';

/** The audit actions of the clock; reports count them like steps. */
export const SLA_WARNING = 'sla-warning';
export const SLA_BREACH = 'sla-breach';

function calendarOf(document: StoredDocument): SlaCalendar | undefined {
  return document.sla_calendar ? (JSON.parse(document.sla_calendar) as SlaCalendar) : undefined;
}

function isCounting(document: StoredDocument): boolean {
  return (
    (SLA_CLOCK_STATUSES as readonly string[]).includes(document.status) &&
    document.sla_paused_at === null &&
    document.due_at !== null
  );
}

/**
 * Records what the running clock has passed by `now`: the warning point, then the due time.
 * Each only once, whoever notices first.
 */
export async function noticeSla(
  trx: Transaction<Database>,
  document: StoredDocument,
  now: string,
): Promise<{ warned: boolean; breached: boolean }> {
  const noticed = { warned: false, breached: false };
  if (!isCounting(document)) return noticed;
  const due = document.due_at as string;
  const warnAt = document.sla_warn_at;
  // A document from before the clocks (no warning point) is only ever breached.
  if (warnAt !== null && warnAt <= now && document.sla_warned_at === null) {
    const at = warnAt < due ? warnAt : due;
    if (await recordOnce(trx, document.id, 'sla_warned_at', at)) {
      noticed.warned = true;
      await recordAudit(trx, clockEvent(document, SLA_WARNING, { slaWarnedAt: { from: null, to: at } }), now);
      // The assignee and their DBS supervisor are told, in the same transaction.
      await notifySlaWarning(trx, document, now);
    }
  }
  if (due <= now && document.sla_breached_at === null) {
    if (await recordOnce(trx, document.id, 'sla_breached_at', due)) {
      noticed.breached = true;
      await recordAudit(trx, clockEvent(document, SLA_BREACH, { slaBreachedAt: { from: null, to: due } }), now);
    }
  }
  return noticed;
}

/**
 * Writes the moment the warning or the breach was noticed, unless it is written already: whether
 * this call wrote it, and so records its event (of two that notice it at once, only one does).
 */
async function recordOnce(
  trx: Transaction<Database>,
  documentId: string,
  column: 'sla_warned_at' | 'sla_breached_at',
  at: string,
): Promise<boolean> {
  const moment: Partial<Record<typeof column, string>> = { [column]: at };
  const result = await trx
    .updateTable('document')
    .set(moment)
    .where('id', '=', documentId)
    .where(column, 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

function clockEvent(document: StoredDocument, action: string, changes: Record<string, { from: null; to: string }>) {
  return {
    actor: null,
    entity: 'document',
    entityId: document.id,
    action,
    fromState: document.status,
    toState: document.status,
    tenantId: document.tenant_id,
    changes,
  };
}

/**
 * Brings the clock in line with the document as it now is: what it passed is recorded first,
 * then it pauses (keeping the business time left) or resumes (the due time and the warning
 * move to now plus what was left). Call after anything that may change whom the document
 * waits on: every workflow step, an answer in an issue, a resolve or reopen. Answers whether it
 * wrote anything to the document, so a caller holding the row knows to read it again.
 */
export async function syncSlaClock(
  trx: Transaction<Database>,
  documentId: string,
  now: string,
  /** The row as the caller just wrote it (RETURNING), saving a read. */
  written?: StoredDocument,
): Promise<boolean> {
  const document =
    written ?? (await trx.selectFrom('document').selectAll().where('id', '=', documentId).executeTakeFirst());
  if (!document?.due_at) return false;
  const calendar = calendarOf(document);
  if (!calendar) return false;
  const noticed = await noticeSla(trx, document, now);
  // The issues are read only where they can pause the clock.
  const wanted = clockStateFor(
    document.status,
    mayWaitOnClient(document.status) && (await issueWaitingOnClient(trx, documentId)) !== undefined,
  );
  const paused = document.sla_paused_at !== null;
  // A breach already recorded stands: the clock of a late document is not paused any more.
  if (wanted === 'paused' && !paused && document.sla_breached_at === null) {
    await trx
      .updateTable('document')
      .set({
        sla_paused_at: now,
        sla_left_seconds: Math.max(0, businessSecondsBetween(now, document.due_at, calendar)),
      })
      .where('id', '=', documentId)
      .where('sla_paused_at', 'is', null)
      .execute();
    return true;
  } else if (wanted === 'running' && paused) {
    const left = Number(document.sla_left_seconds ?? 0);
    const budget = Number(document.sla_seconds ?? 0);
    const { warnFraction } = await slaTermsFor(trx, document.tenant_id);
    const warnLeft = Math.max(0, left - Math.ceil(budget * (1 - warnFraction)));
    await trx
      .updateTable('document')
      .set({
        due_at: addBusinessSeconds(now, left, calendar),
        sla_warn_at: document.sla_warned_at ? document.sla_warn_at : addBusinessSeconds(now, warnLeft, calendar),
        sla_paused_at: null,
        sla_left_seconds: null,
      })
      .where('id', '=', documentId)
      .where('sla_paused_at', 'is not', null)
      .execute();
    return true;
  }
  return noticed.warned || noticed.breached;
}

/**
 * The periodic check: every running clock past its warning point or due time gets its event
 * (each in its own transaction, so one failure does not hold back the rest). Answers how many
 * it recorded; a second check at the same moment records nothing.
 */
export async function checkSla(db: Kysely<Database>, now: string): Promise<{ warnings: number; breaches: number }> {
  const candidates = await db
    .selectFrom('document')
    .select('id')
    .where('status', 'in', [...SLA_CLOCK_STATUSES])
    .where('sla_paused_at', 'is', null)
    .where((eb) =>
      eb.or([
        eb.and([eb('sla_breached_at', 'is', null), eb('due_at', '<=', now)]),
        eb.and([eb('sla_warned_at', 'is', null), eb('sla_warn_at', '<=', now)]),
      ]),
    )
    .orderBy('id')
    .execute();
  const counts = { warnings: 0, breaches: 0 };
  for (const { id } of candidates) {
    const noticed = await db.transaction().execute(async (trx) => {
      const document = await trx.selectFrom('document').selectAll().where('id', '=', id).executeTakeFirst();
      return document ? noticeSla(trx, document, now) : { warned: false, breached: false };
    });
    if (noticed.warned) counts.warnings += 1;
    if (noticed.breached) counts.breaches += 1;
  }
  return counts;
}
