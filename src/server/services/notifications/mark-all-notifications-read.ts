/** Every unread notice of the caller is read now; answers how many were marked. */
import type { Kysely } from 'kysely';
import type { Principal } from '../../auth/authorize.js';
import type { Database } from '../../db/schema.js';

export async function markAllNotificationsRead(db: Kysely<Database>, principal: Principal): Promise<number> {
  const result = await db
    .updateTable('notification')
    .set({ read_at: new Date().toISOString() })
    .where('user_id', '=', principal.id)
    .where('read_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}
