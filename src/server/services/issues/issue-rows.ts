/**
 * Issues as the resolution center shows them: with their document, tenant, location, assignee
 * and raiser, their last message, and how many messages the reader has not read yet (messages
 * by others after the reader's issue_read.read_at). One query per list, whatever its length.
 */
import { sql, type Kysely } from 'kysely';
import type { IssueInboxRow, IssueThreadMessage } from '../../../common/schemas/issue-inbox.js';
import type { WaitingOn } from '../../../common/workflow.js';
import type { Principal } from '../../auth/authorize.js';
import { scopeCondition } from '../../auth/scope.js';
import type { Database } from '../../db/schema.js';
import { HttpError } from '../../errors.js';

/** People of a client company have a tenant; the back office (DBO, DBS, administrators) has none. */
export function sideOf(person: { tenantId: string | null }): WaitingOn {
  return person.tenantId ? 'client' : 'back_office';
}

export const otherSide = (side: WaitingOn): WaitingOn => (side === 'client' ? 'back_office' : 'client');

/** Issues in the reader's scope, joined for the inbox row; add conditions and order. */
export function issueRows(db: Kysely<Database>, principal: Principal) {
  const me = principal.id;
  return db
    .selectFrom('issue')
    .innerJoin('document', 'document.id', 'issue.document_id')
    .innerJoin('tenant', 'tenant.id', 'issue.tenant_id')
    .innerJoin('location', 'location.id', 'issue.location_id')
    .leftJoin('app_user as assignee', 'assignee.id', 'document.assignee_id')
    .leftJoin('app_user as raiser', 'raiser.id', 'issue.raised_by')
    .leftJoin('issue_read', (join) =>
      join.onRef('issue_read.issue_id', '=', 'issue.id').on('issue_read.user_id', '=', me),
    )
    .where(scopeCondition('issue', principal.grants))
    .select([
      'issue.id',
      'issue.document_id',
      'issue.subject',
      'issue.type',
      'issue.status',
      'issue.waiting_on',
      'issue.raised_by',
      'issue.created_at',
      'issue.resolved_at',
      'issue.reopened_at',
      'document.title as document_title',
      'document.status as document_status',
      'document.version as document_version',
      'document.assignee_id',
      'tenant.name as tenant_name',
      'location.name as location_name',
      'assignee.name as assignee_name',
      'raiser.name as raised_by_name',
      sql<string | null>`(select max(m.created_at) from issue_message m where m.issue_id = issue.id)`.as(
        'last_message_at',
      ),
      sql<number | string>`(select count(*) from issue_message m where m.issue_id = issue.id)`.as('message_count'),
      sql<
        number | string
      >`(select count(*) from issue_message m where m.issue_id = issue.id and m.author_id <> ${me} and (issue_read.read_at is null or m.created_at > issue_read.read_at))`.as(
        'unread',
      ),
    ]);
}

type IssueRowQuery = ReturnType<typeof issueRows>;
export type StoredIssueRow = Awaited<ReturnType<IssueRowQuery['executeTakeFirstOrThrow']>>;

export function toInboxRow(row: StoredIssueRow, now = Date.now()): IssueInboxRow {
  return {
    id: row.id,
    documentId: row.document_id,
    documentTitle: row.document_title,
    documentStatus: row.document_status as IssueInboxRow['documentStatus'],
    documentVersion: Number(row.document_version),
    tenantName: row.tenant_name,
    locationName: row.location_name,
    assigneeId: row.assignee_id,
    assigneeName: row.assignee_name ?? null,
    type: row.type as IssueInboxRow['type'],
    subject: row.subject,
    status: row.status as IssueInboxRow['status'],
    waitingOn: row.waiting_on as IssueInboxRow['waitingOn'],
    raisedBy: row.raised_by,
    raisedByName: row.raised_by_name ?? null,
    createdAt: row.created_at,
    ageHours: Math.max(0, Math.floor((now - Date.parse(row.created_at)) / 3_600_000)),
    resolvedAt: row.resolved_at,
    reopenedAt: row.reopened_at,
    lastMessageAt: row.last_message_at ?? null,
    messageCount: Number(row.message_count),
    unread: Number(row.unread),
  };
}

/** One issue in the reader's scope, as an inbox row, or 404. */
export async function findIssueRow(db: Kysely<Database>, principal: Principal, id: string): Promise<IssueInboxRow> {
  const row = await issueRows(db, principal).where('issue.id', '=', id).executeTakeFirst();
  if (!row) throw new HttpError(404, 'noRecord', { params: { entity: 'issue', id } });
  return toInboxRow(row);
}

/** The thread of one issue, oldest first, marked unread for the reader where others wrote after their last read. */
export async function loadThreadMessages(
  db: Kysely<Database>,
  principal: Principal,
  issueId: string,
): Promise<IssueThreadMessage[]> {
  const read = await db
    .selectFrom('issue_read')
    .select('read_at')
    .where('issue_id', '=', issueId)
    .where('user_id', '=', principal.id)
    .executeTakeFirst();
  const rows = await db
    .selectFrom('issue_message')
    .leftJoin('app_user as author', 'author.id', 'issue_message.author_id')
    .select([
      'issue_message.id',
      'issue_message.author_id',
      'issue_message.body',
      'issue_message.created_at',
      'author.name as author_name',
      'author.tenant_id as author_tenant_id',
    ])
    .where('issue_message.issue_id', '=', issueId)
    .orderBy('issue_message.created_at')
    .orderBy('issue_message.id')
    .execute();
  return rows.map((row) => ({
    id: row.id,
    authorId: row.author_id,
    authorName: row.author_name ?? null,
    authorSide: sideOf({ tenantId: row.author_tenant_id ?? null }),
    body: row.body,
    createdAt: row.created_at,
    unread: row.author_id !== principal.id && (!read || row.created_at > read.read_at),
  }));
}

/** Marks the thread read by the person now (their own later messages never count as unread). */
export async function markIssueRead(db: Kysely<Database>, issueId: string, userId: string, at: string): Promise<void> {
  await db
    .insertInto('issue_read')
    .values({ issue_id: issueId, user_id: userId, read_at: at })
    .onConflict((conflict) => conflict.columns(['issue_id', 'user_id']).doUpdateSet({ read_at: at }))
    .execute();
}
