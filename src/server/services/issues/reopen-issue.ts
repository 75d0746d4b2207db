/**
 * A resolved issue is open again with the message in its thread, waiting on the other side than
 * the one reopening it. Only while its document is still being worked (processing or on hold,
 * 409 otherwise); a processing document goes back on hold by the workflow's raise-issue step
 * (audited, version + 1). Answers the issue and its document after it.
 */
import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { IssueInboxRow } from '../../../common/schemas/issue-inbox.js';
import type { Principal } from '../../auth/authorize.js';
import { eventBy, recordAudit } from '../../db/audit.js';
import type { Row } from '../../db/loose.js';
import type { Database } from '../../db/schema.js';
import { HttpError } from '../../errors.js';
import { toDocument } from '../documents/document-rows.js';
import { notifyIssueRaised } from '../notifications/index.js';
import { documentFollows } from './document-follows.js';
import { findIssueRow, markIssueRead, otherSide, sideOf } from './issue-rows.js';

export async function reopenIssue(
  db: Kysely<Database>,
  principal: Principal,
  id: string,
  message: string,
): Promise<{ issue: IssueInboxRow; document: Row }> {
  const document = await db.transaction().execute(async (trx) => {
    await findIssueRow(trx, principal, id);
    const issue = await trx.selectFrom('issue').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
    if (issue.status === 'open') throw new HttpError(409, 'issueAlreadyOpen');
    const stored = await trx
      .selectFrom('document')
      .selectAll()
      .where('id', '=', issue.document_id)
      .executeTakeFirstOrThrow();
    if (stored.status !== 'processing' && stored.status !== 'on_hold')
      throw new HttpError(409, 'issueNotReopenable', { params: { status: stored.status } });
    const now = new Date().toISOString();
    const reopened = await trx
      .updateTable('issue')
      .set({
        status: 'open',
        resolved_at: null,
        resolved_by: null,
        reopened_at: now,
        waiting_on: otherSide(sideOf(principal)),
      })
      .where('id', '=', id)
      .where('status', '=', 'resolved')
      .executeTakeFirst();
    if (Number(reopened.numUpdatedRows) !== 1) throw new HttpError(409, 'issueAlreadyOpen');
    await trx
      .insertInto('issue_message')
      .values({
        id: randomUUID(),
        issue_id: id,
        tenant_id: issue.tenant_id,
        location_id: issue.location_id,
        author_id: principal.id,
        body: message,
        created_at: now,
      })
      .execute();
    await markIssueRead(trx, id, principal.id, now);
    await recordAudit(
      trx,
      eventBy(principal, 'issue', { id, tenantId: issue.tenant_id }, 'reopen', {
        fromState: 'resolved',
        toState: 'open',
      }),
      now,
    );
    await notifyIssueRaised(trx, {
      actorId: principal.id,
      document: stored,
      issueId: id,
      waitingOn: otherSide(sideOf(principal)),
      note: message,
      now,
    });
    // A document in processing goes on hold; one already on hold stays there.
    const step = stored.status === 'processing' ? 'raise-issue' : null;
    return documentFollows(trx, { principal, document: stored, step, note: issue.subject, now });
  });
  return { issue: await findIssueRow(db, principal, id), document: toDocument(document) };
}
