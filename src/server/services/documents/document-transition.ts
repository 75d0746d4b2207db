/**
 * One workflow step of one document, inside the caller's transaction: the status must allow
 * the step (else 409 saying why), the version must be the one read (else 409 stale), and the
 * update applies only if neither changed meanwhile; it increments the version and is audited
 * (which announces it on the live bus), and tells the people it concerns (notifications); the SLA
 * clock follows (services/sla-clock.ts). Used by the single transitions and by the bulk
 * routes (assign-many, distribute, start-next), so every path checks and audits alike.
 */
import { sql, type Transaction, type Updateable } from 'kysely';
import { mayTransition, TRANSITIONS, type Transition } from '../../../common/workflow.js';
import type { Principal } from '../../auth/authorize.js';
import { eventBy, recordAudit, type AuditEntry } from '../../db/audit.js';
import type { Database, DocumentTable, StoredDocument } from '../../db/schema.js';
import { HttpError } from '../../errors.js';
import { notifyDocumentStep } from '../notifications/index.js';
import { requireVersion, staleNow } from './document-version.js';
import { noticeSla, syncSlaClock } from '../sla/sla-clock.js';

export interface TransitionWrite {
  principal: Principal;
  document: StoredDocument;
  transition: Transition;
  /** The version the caller read. */
  version: number;
  /** Extra columns the step sets (assignee, due time, reason). */
  extra?: Updateable<DocumentTable>;
  now: string;
  note?: string | null;
  reasonCode?: string | null;
}

export function requireStep(document: StoredDocument, transition: Transition): void {
  if (!mayTransition(document.status, transition)) {
    const { from } = TRANSITIONS[transition];
    throw new HttpError(409, 'transitionRefused', { params: { step: transition, status: document.status, from } });
  }
}

type StepRecord = Pick<TransitionWrite, 'principal' | 'document' | 'transition' | 'now' | 'note' | 'reasonCode'> & {
  to: string;
};

/** The audit event of one workflow step (the story shows it; the reports count it). */
export function stepEvent(step: StepRecord): AuditEntry {
  const { principal, document } = step;
  return eventBy(principal, 'document', { id: document.id, tenantId: document.tenant_id }, step.transition, {
    fromState: document.status,
    toState: step.to,
    note: step.note ?? null,
    reasonCode: step.reasonCode ?? null,
  });
}

export function recordStep(trx: Transaction<Database>, step: StepRecord): Promise<void> {
  return recordAudit(trx, stepEvent(step), step.now);
}

/** The checks of a step: its status first (the refusal says why), then the version read. */
export function requireTransition(document: StoredDocument, transition: Transition, version: number): void {
  requireStep(document, transition);
  requireVersion(document, version);
}

/** A step checked and written (the paths with no checks of their own between the two). */
export async function transitionDocument(trx: Transaction<Database>, write: TransitionWrite): Promise<StoredDocument> {
  requireTransition(write.document, write.transition, write.version);
  return writeTransition(trx, write);
}

/** The write of a step whose checks have run (requireTransition): no check is made twice. */
export async function writeTransition(trx: Transaction<Database>, write: TransitionWrite): Promise<StoredDocument> {
  const { document, transition, principal, now } = write;
  const to = TRANSITIONS[transition].to;
  // A step that finds the clock past its warning or due time records it before it moves on.
  await noticeSla(trx, document, now);
  // The row comes back with its write (RETURNING) and is read again only if the clock's sync
  // wrote to it: on PostgreSQL every statement of a step is a round trip during which the step
  // holds one of the pool's connections, which the other requests wait for under load.
  const written = await trx
    .updateTable('document')
    .set({ ...write.extra, status: to, updated_at: now, version: sql<number>`version + 1` })
    .where('id', '=', document.id)
    .where('status', '=', document.status)
    .where('version', '=', write.version)
    .returningAll()
    .executeTakeFirst();
  if (!written) throw await staleNow(trx, document.id);
  await recordStep(trx, { principal, document, transition, to, now, note: write.note, reasonCode: write.reasonCode });
  const after = (await syncSlaClock(trx, document.id, now, written))
    ? await trx.selectFrom('document').selectAll().where('id', '=', document.id).executeTakeFirstOrThrow()
    : written;
  // The people the step concerns are told in the same transaction (services/notifications).
  await notifyDocumentStep(trx, {
    actorId: principal.id,
    before: document,
    after,
    transition,
    note: write.note ?? null,
    reasonCode: write.reasonCode ?? null,
    now,
  });
  return after;
}
