/**
 * The notices of a document's workflow steps, called by transitionDocument in the step's
 * transaction: assigned (the new assignee), sent back (the assignee, with the code and comment),
 * approved (the assignee and the client's supervisors, who review it next), disputed (the
 * assignee and their DBS supervisor, with the dispute's issue). Issues raised and answered are
 * told by issue-notices.ts where the thread is written.
 */
import type { Kysely, Selectable } from 'kysely';
import type { Transition } from '../../../common/workflow.js';
import type { Database, DocumentTable } from '../../db/schema.js';
import { notify } from './notify.js';
import { clientSupervisorsOf, teamSupervisorsOf } from './recipients.js';

export interface DocumentStep {
  actorId: string;
  before: Selectable<DocumentTable>;
  after: Selectable<DocumentTable>;
  transition: Transition;
  note: string | null;
  reasonCode: string | null;
  now: string;
}

export async function notifyDocumentStep(db: Kysely<Database>, step: DocumentStep): Promise<void> {
  const { after: document, actorId, now } = step;
  const base = { document, actorId, now };
  switch (step.transition) {
    case 'assign':
      // A reassignment to the same person tells no one anything new.
      if (step.before.assignee_id === document.assignee_id && step.before.status === 'assigned') return;
      await notify(db, { ...base, kind: 'assigned', recipients: [document.assignee_id] });
      return;
    case 'send-back':
      await notify(db, {
        ...base,
        kind: 'sent_back',
        recipients: [document.assignee_id],
        reasonCode: step.reasonCode,
        note: step.note,
      });
      return;
    case 'approve':
      await notify(db, {
        ...base,
        kind: 'approved',
        recipients: [document.assignee_id, ...(await clientSupervisorsOf(db, document))],
      });
      return;
    case 'dispute': {
      const issue = await db
        .selectFrom('issue')
        .select('id')
        .where('document_id', '=', document.id)
        .where('type', '=', 'dispute')
        .where('status', '=', 'open')
        .orderBy('created_at', 'desc')
        .executeTakeFirst();
      await notify(db, {
        ...base,
        kind: 'disputed',
        recipients: [document.assignee_id, ...(await teamSupervisorsOf(db, document))],
        issueId: issue?.id ?? null,
        reasonCode: step.reasonCode,
        note: step.note,
      });
      return;
    }
    default:
      return;
  }
}
