/** One page of the caller's own notices, newest first (all, or only the unread), and how many there are. */
import { sql, type Kysely } from 'kysely';
import type { NotificationRow } from '../../../common/schemas/notification.js';
import type { Principal } from '../../auth/authorize.js';
import type { Database } from '../../db/schema.js';
import { listMyNotifications, myNotifications } from './notification-rows.js';

export async function listNotifications(
  db: Kysely<Database>,
  principal: Principal,
  page: { start: number; end: number; unreadOnly: boolean },
): Promise<{ total: number; rows: NotificationRow[] }> {
  let count = myNotifications(db, principal);
  if (page.unreadOnly) count = count.where('notification.read_at', 'is', null);
  const [total, rows] = await Promise.all([
    count.select(sql<number | string>`count(*)`.as('n')).executeTakeFirstOrThrow(),
    listMyNotifications(db, principal, page),
  ]);
  return { total: Number(total.n), rows };
}
