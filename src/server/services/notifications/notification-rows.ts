/**
 * A person's own notices as the bell lists them: joined with the document (its title, status
 * and assignee decide where the entry opens) and the actor's name. Always the reader's own rows,
 * and only documents still in their scope.
 */
import type { Kysely } from 'kysely';
import { NOTIFICATION_KINDS, type NotificationKind } from '../../../common/notifications.js';
import type { NotificationRow } from '../../../common/schemas/notification.js';
import type { Principal } from '../../auth/authorize.js';
import { scopeCondition } from '../../auth/scope.js';
import type { Database } from '../../db/schema.js';

export function myNotifications(db: Kysely<Database>, principal: Principal) {
  return db
    .selectFrom('notification')
    .innerJoin('document', 'document.id', 'notification.document_id')
    .leftJoin('app_user as actor', 'actor.id', 'notification.actor_id')
    .where('notification.user_id', '=', principal.id)
    .where(scopeCondition('document', principal.grants));
}

export async function listMyNotifications(
  db: Kysely<Database>,
  principal: Principal,
  page: { start: number; end: number; unreadOnly: boolean },
): Promise<NotificationRow[]> {
  let query = myNotifications(db, principal);
  if (page.unreadOnly) query = query.where('notification.read_at', 'is', null);
  const rows = await query
    .select([
      'notification.id',
      'notification.kind',
      'notification.document_id',
      'notification.issue_id',
      'notification.reason_code',
      'notification.note',
      'notification.created_at',
      'notification.read_at',
      'document.title',
      'document.status',
      'document.assignee_id',
      'actor.name as actor_name',
    ])
    .orderBy('notification.created_at', 'desc')
    .orderBy('notification.id', 'desc')
    .limit(page.end - page.start)
    .offset(page.start)
    .execute();
  return rows.map((row) => ({
    id: row.id,
    kind: row.kind as NotificationKind,
    documentId: row.document_id,
    documentTitle: row.title,
    documentStatus: row.status as NotificationRow['documentStatus'],
    assigneeId: row.assignee_id,
    issueId: row.issue_id,
    actorName: row.actor_name ?? null,
    reasonCode: row.reason_code,
    note: row.note,
    createdAt: row.created_at,
    readAt: row.read_at,
  }));
}

/** Every kind with the reader's setting: on unless they turned it off. */
export async function preferencesOf(db: Kysely<Database>, userId: string): Promise<Record<NotificationKind, boolean>> {
  const rows = await db
    .selectFrom('notification_preference')
    .select(['kind', 'enabled'])
    .where('user_id', '=', userId)
    .execute();
  const off = new Set(rows.filter((row) => Number(row.enabled) === 0).map((row) => row.kind));
  return Object.fromEntries(NOTIFICATION_KINDS.map((kind) => [kind, !off.has(kind)])) as Record<
    NotificationKind,
    boolean
  >;
}
