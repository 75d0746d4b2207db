/**
 * The issues in the caller's scope (open by default), with their document and unread count, one
 * page of them and the count of all. The client's people see those waiting on the client first;
 * everyone sees the oldest first, so the longest wait is on top.
 */
import { sql, type ExpressionBuilder, type Kysely } from 'kysely';
import type { IssueInboxQuery, IssueInboxRow } from '../../../common/schemas/issue-inbox.js';
import type { Principal } from '../../auth/authorize.js';
import { scopeCondition } from '../../auth/scope.js';
import type { Database } from '../../db/schema.js';
import { issueRows, sideOf, toInboxRow } from './issue-rows.js';

export async function listIssueInbox(
  db: Kysely<Database>,
  principal: Principal,
  query: IssueInboxQuery,
  end: number,
): Promise<{ total: number; rows: IssueInboxRow[] }> {
  const filters = (eb: ExpressionBuilder<Database, 'issue' | 'document'>) => {
    const parts = [eb('issue.status', '=', query.status)];
    if (query.waitingOn) parts.push(eb('issue.waiting_on', '=', query.waitingOn));
    if (query.mine) parts.push(eb('document.assignee_id', '=', principal.id));
    if (query.documentId) parts.push(eb('issue.document_id', '=', query.documentId));
    return eb.and(parts);
  };
  let rows = issueRows(db, principal).where(filters);
  if (sideOf(principal) === 'client') rows = rows.orderBy(sql`case when issue.waiting_on = 'client' then 0 else 1 end`);
  const [total, page] = await Promise.all([
    db
      .selectFrom('issue')
      .innerJoin('document', 'document.id', 'issue.document_id')
      .where(scopeCondition('issue', principal.grants))
      .where(filters)
      .select(sql<number | string>`count(*)`.as('n'))
      .executeTakeFirstOrThrow(),
    rows
      .orderBy('issue.created_at')
      .orderBy('issue.id')
      .limit(end - query._start)
      .offset(query._start)
      .execute(),
  ]);
  const now = Date.now();
  return { total: Number(total.n), rows: page.map((row) => toInboxRow(row, now)) };
}
