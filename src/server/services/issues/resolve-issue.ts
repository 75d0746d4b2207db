/**
 * The back office settles an open issue (409 issueResolved when it is not open). When it was the
 * last open issue of a document on hold, the document returns to processing by the workflow's
 * resolve step (audited, version + 1); while another issue stays open the document stays on
 * hold. Answers the issue and its document after it.
 */
import { sql, type Kysely } from 'kysely';
import type { IssueInboxRow } from '../../../common/schemas/issue-inbox.js';
import type { Principal } from '../../auth/authorize.js';
import type { Engine } from '../../db/database.js';
import { eventBy, recordAudit } from '../../db/audit.js';
import type { Row } from '../../db/loose.js';
import type { Database } from '../../db/schema.js';
import { HttpError } from '../../errors.js';
import { toDocument } from '../documents/document-rows.js';
import { documentFollows } from './document-follows.js';
import { findIssueRow } from './issue-rows.js';
import { openIssuesOf } from './open-issues.js';

export async function resolveIssue(
  db: Kysely<Database>,
  engine: Engine,
  principal: Principal,
  id: string,
  note: string | undefined,
): Promise<{ issue: IssueInboxRow; document: Row }> {
  const document = await db.transaction().execute(async (trx) => {
    const found = await findIssueRow(trx, principal, id);
    // Resolutions of one document's issues queue on its row: the last of two resolved at the
    // same moment then sees the other committed, and returns the document to processing.
    // (SQLite writes one transaction at a time already.)
    if (engine === 'postgres') {
      await sql`select id from document where id = ${found.documentId} for update`.execute(trx);
    }
    const now = new Date().toISOString();
    const resolved = await trx
      .updateTable('issue')
      .set({ status: 'resolved', resolved_at: now, resolved_by: principal.id })
      .where('id', '=', id)
      .where('status', '=', 'open')
      .executeTakeFirst();
    if (Number(resolved.numUpdatedRows) !== 1) throw new HttpError(409, 'issueResolved');
    const issue = await trx.selectFrom('issue').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
    await recordAudit(
      trx,
      eventBy(principal, 'issue', { id, tenantId: issue.tenant_id }, 'resolve', {
        fromState: 'open',
        toState: 'resolved',
        note: note ?? null,
      }),
      now,
    );
    const stored = await trx
      .selectFrom('document')
      .selectAll()
      .where('id', '=', issue.document_id)
      .executeTakeFirstOrThrow();
    const stillOpen = await openIssuesOf(trx, issue.document_id).executeTakeFirst();
    // The last open issue of a document on hold takes it back to processing.
    const step = stored.status === 'on_hold' && !stillOpen ? 'resolve' : null;
    return documentFollows(trx, { principal, document: stored, step, note: note ?? issue.subject, now });
  });
  return { issue: await findIssueRow(db, principal, id), document: toDocument(document) };
}
