/**
 * One or more workflow steps of one document written as a single update, for start-next's
 * claim (assign then start). Each step is checked and audited as transitionDocument does, and
 * the version goes up once per step, so the story and the versions read the same as two
 * separate steps would.
 *
 * Why not two transitionDocument calls: on PostgreSQL the status write takes the row locks of
 * the exact count rollups (document_count, document_day_count; migrations 0003 and 0015), which
 * every claim in one tenant and location shares. A claim that writes the status first holds
 * those locks through its audit rows, notifications and second step, so ten DBOs claiming at
 * once wait on each other for the whole transaction. Here everything that does not change the
 * status comes first and the status write comes last, so the shared locks are held only from
 * that write to the commit.
 */
import { sql, type Transaction, type Updateable } from 'kysely';
import { TRANSITIONS, type Transition } from '../../common/workflow.js';
import type { Principal } from '../auth/authorize.js';
import type { Database, DocumentTable } from '../db/schema.js';
import { recordAudits } from '../db/audit.js';
import { requireStep, stepEvent, type StoredDocument } from './document-transition.js';
import { requireVersion, staleNow } from './document-version.js';
import { notifyDocumentStep } from './notifications/index.js';
import { noticeSla, syncSlaClock } from './sla-clock.js';

export interface ClaimWrite {
  principal: Principal;
  document: StoredDocument;
  /** The steps in order, e.g. ['assign', 'start']. */
  steps: Transition[];
  version: number;
  /** Columns the steps set (the assignment's assignee and clock). */
  extra?: Updateable<DocumentTable>;
  now: string;
}

export async function claimDocument(trx: Transaction<Database>, write: ClaimWrite): Promise<StoredDocument> {
  const { document, steps, principal, now } = write;
  requireVersion(document, write.version);
  // Each step from the state the one before it leaves, as the document will be after it.
  const states: StoredDocument[] = [document];
  for (const [index, step] of steps.entries()) {
    const before = states[index] as StoredDocument;
    requireStep(before, step);
    states.push({
      ...before,
      ...(index === 0 ? write.extra : {}),
      status: TRANSITIONS[step].to,
      version: Number(before.version) + 1,
      updated_at: now,
    } as StoredDocument);
  }
  await noticeSla(trx, document, now);
  await recordAudits(
    trx,
    steps.map((step, index) =>
      stepEvent({
        principal,
        document: states[index] as StoredDocument,
        transition: step,
        to: (states[index + 1] as StoredDocument).status,
        now,
      }),
    ),
    now,
  );
  for (const [index, step] of steps.entries()) {
    const before = states[index] as StoredDocument;
    const after = states[index + 1] as StoredDocument;
    await notifyDocumentStep(trx, {
      actorId: principal.id,
      before,
      after,
      transition: step,
      note: null,
      reasonCode: null,
      now,
    });
  }
  const written = await trx
    .updateTable('document')
    .set({
      ...write.extra,
      status: TRANSITIONS[steps.at(-1) as Transition].to,
      updated_at: now,
      version: sql<number>`version + ${steps.length}`,
    })
    .where('id', '=', document.id)
    .where('status', '=', document.status)
    .where('version', '=', write.version)
    .returningAll()
    .executeTakeFirst();
  if (!written) throw await staleNow(trx, document.id);
  if (!(await syncSlaClock(trx, document.id, now, written))) return written;
  return trx.selectFrom('document').selectAll().where('id', '=', document.id).executeTakeFirstOrThrow();
}
