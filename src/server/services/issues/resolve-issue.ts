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
import { transitionDocument } from '../documents/document-transition.js';
import { syncSlaClock } from '../sla/sla-clock.js';
import { findIssueRow } from './issue-rows.js';

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
    const stillOpen = await trx
      .selectFrom('issue')
      .select(sql<number | string>`count(*)`.as('n'))
      .where('document_id', '=', issue.document_id)
      .where('status', '=', 'open')
      .executeTakeFirstOrThrow();
    if (stored.status !== 'on_hold' || Number(stillOpen.n) > 0) {
      // Still on hold, but perhaps no longer waiting on the client: the SLA clock follows.
      await syncSlaClock(trx, stored.id, now);
      return trx.selectFrom('document').selectAll().where('id', '=', stored.id).executeTakeFirstOrThrow();
    }
    return transitionDocument(trx, {
      principal,
      document: stored,
      transition: 'resolve',
      version: stored.version,
      now,
      note: note ?? issue.subject,
    });
  });
  return { issue: await findIssueRow(db, principal, id), document: toDocument(document) };
}
