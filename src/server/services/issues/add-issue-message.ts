/**
 * The caller answers in the thread of an open issue (409 issueResolved otherwise). When the side
 * the issue waits on answers, it now waits on the other side; a message from the side that is
 * waited on by no one changes nothing. The writer has read the thread up to their own message.
 * The SLA clock and the thread's members follow (notifications).
 */
import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { z } from 'zod';
import type { issueMessageAnswer } from '../../../common/schemas/issue-inbox.js';
import type { WaitingOn } from '../../../common/workflow.js';
import type { Principal } from '../../auth/authorize.js';
import { eventBy, recordAudit } from '../../db/audit.js';
import type { Database } from '../../db/schema.js';
import { HttpError } from '../../errors.js';
import { notifyIssueAnswer } from '../notifications/index.js';
import { syncSlaClock } from '../sla/sla-clock.js';
import { findIssueRow, markIssueRead, otherSide, sideOf } from './issue-rows.js';

export async function addIssueMessage(
  db: Kysely<Database>,
  principal: Principal,
  id: string,
  text: string,
): Promise<z.infer<typeof issueMessageAnswer>> {
  const message = await db.transaction().execute(async (trx) => {
    await findIssueRow(trx, principal, id);
    const issue = await trx.selectFrom('issue').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
    if (issue.status !== 'open') throw new HttpError(409, 'issueResolved');
    const now = new Date().toISOString();
    const side = sideOf(principal);
    const waitingOn = issue.waiting_on === side ? otherSide(side) : issue.waiting_on;
    // Only while still open: a resolve meanwhile wins and this answer is refused.
    const updated = await trx
      .updateTable('issue')
      .set({ waiting_on: waitingOn })
      .where('id', '=', id)
      .where('status', '=', 'open')
      .executeTakeFirst();
    if (Number(updated.numUpdatedRows) !== 1) throw new HttpError(409, 'issueResolved');
    const row = {
      id: randomUUID(),
      issue_id: id,
      tenant_id: issue.tenant_id,
      location_id: issue.location_id,
      author_id: principal.id,
      body: text,
      created_at: now,
    };
    await trx.insertInto('issue_message').values(row).execute();
    await markIssueRead(trx, id, principal.id, now);
    await recordAudit(
      trx,
      eventBy(principal, 'issue', { id, tenantId: issue.tenant_id }, 'answer', {
        fromState: issue.waiting_on,
        toState: waitingOn,
      }),
      now,
    );
    // An answer may start or end the wait on the client: the SLA clock follows.
    await syncSlaClock(trx, issue.document_id, now);
    const document = await trx
      .selectFrom('document')
      .select(['id', 'tenant_id', 'location_id', 'assignee_id'])
      .where('id', '=', issue.document_id)
      .executeTakeFirstOrThrow();
    await notifyIssueAnswer(trx, { actorId: principal.id, document, issueId: id, waitingOn, note: text, now });
    return { row, waitingOn };
  });
  return {
    id: message.row.id,
    issueId: id,
    authorId: principal.id,
    authorSide: sideOf(principal),
    body: message.row.body,
    createdAt: message.row.created_at,
    // Only the sides of WAITING_ON are ever written to the column.
    waitingOn: message.waitingOn as WaitingOn,
  };
}
