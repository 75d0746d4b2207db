/**
 * One of the caller's notices is read. Marking is idempotent (a second mark keeps the first
 * time), so it states no version; another person's notice is 404.
 */
import type { Kysely } from 'kysely';
import type { Principal } from '../../auth/authorize.js';
import type { Database } from '../../db/schema.js';
import { HttpError } from '../../errors.js';
import { myNotifications } from './notification-rows.js';

export async function markNotificationRead(db: Kysely<Database>, principal: Principal, id: string): Promise<void> {
  const mine = await myNotifications(db, principal)
    .where('notification.id', '=', id)
    .select('notification.id')
    .executeTakeFirst();
  if (!mine) throw new HttpError(404, 'noRecord', { params: { entity: 'notification', id } });
  await db
    .updateTable('notification')
    .set({ read_at: new Date().toISOString() })
    .where('id', '=', id)
    .where('user_id', '=', principal.id)
    .where('read_at', 'is', null)
    .execute();
}
