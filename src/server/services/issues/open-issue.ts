/** Opens an issue on a document with its first message (raise issue, dispute). */
import { randomUUID } from 'node:crypto';
import type { IssueType, WaitingOn } from '../../../common/workflow.js';
import { notifyIssueRaised } from '../notifications/index.js';
import type { TransitionStep } from '../documents/run-transition.js';

export async function openIssue(
  step: TransitionStep<unknown>,
  subject: string,
  message: string,
  kind: { type: IssueType; waitingOn: WaitingOn } = { type: 'other', waitingOn: 'back_office' },
): Promise<void> {
  const { db, document, principal, now } = step;
  const issueId = randomUUID();
  const where = { tenant_id: document.tenant_id, location_id: document.location_id };
  await db
    .insertInto('issue')
    .values({
      id: issueId,
      document_id: document.id,
      ...where,
      subject,
      status: 'open',
      raised_by: principal.id,
      created_at: now,
      resolved_at: null,
      type: kind.type,
      waiting_on: kind.waitingOn,
    })
    .execute();
  await db
    .insertInto('issue_message')
    .values({ id: randomUUID(), issue_id: issueId, ...where, author_id: principal.id, body: message, created_at: now })
    .execute();
  // A dispute is told as such by the dispute step itself (services/notifications/document-steps.ts).
  if (kind.type !== 'dispute') {
    await notifyIssueRaised(db, {
      actorId: principal.id,
      document,
      issueId,
      waitingOn: kind.waitingOn,
      note: subject,
      now,
    });
  }
}
