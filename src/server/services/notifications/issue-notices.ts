/**
 * The notices of issue threads, written beside the thread in its transaction:
 * - raised (or reopened): the client's supervisors hear of every issue on their tenant's
 *   document; when it waits on the back office, the document's DBO and their DBS supervisor too;
 * - answered: everyone in the thread (who raised it or wrote in it) but the writer.
 */
import type { Kysely } from 'kysely';
import type { WaitingOn } from '../../../common/workflow.js';
import type { Database } from '../../db/schema.js';
import { notify } from './notify.js';
import { clientSupervisorsOf, teamSupervisorsOf, threadMembersOf, type DocumentPlace } from './recipients.js';

export interface IssueEvent {
  actorId: string;
  document: DocumentPlace;
  issueId: string;
  waitingOn: WaitingOn | string;
  /** The subject (raised) or the message (answered). */
  note: string;
  now: string;
}

export async function notifyIssueRaised(db: Kysely<Database>, event: IssueEvent): Promise<void> {
  const backOffice =
    event.waitingOn === 'back_office'
      ? [event.document.assignee_id, ...(await teamSupervisorsOf(db, event.document))]
      : [];
  await notify(db, {
    kind: 'issue_raised',
    document: event.document,
    actorId: event.actorId,
    issueId: event.issueId,
    note: event.note,
    now: event.now,
    recipients: [...(await clientSupervisorsOf(db, event.document)), ...backOffice],
  });
}

export async function notifyIssueAnswer(db: Kysely<Database>, event: IssueEvent): Promise<void> {
  await notify(db, {
    kind: 'issue_answer',
    document: event.document,
    actorId: event.actorId,
    issueId: event.issueId,
    note: event.note,
    now: event.now,
    recipients: await threadMembersOf(db, event.issueId),
  });
}
