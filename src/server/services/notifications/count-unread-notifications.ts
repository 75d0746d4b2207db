/** The number on the bell: the caller's own notices not read yet (on documents still in their scope). */
import { sql, type Kysely } from 'kysely';
import type { Principal } from '../../auth/authorize.js';
import type { Database } from '../../db/schema.js';
import { myNotifications } from './notification-rows.js';

export async function countUnreadNotifications(db: Kysely<Database>, principal: Principal): Promise<number> {
  const row = await myNotifications(db, principal)
    .where('notification.read_at', 'is', null)
    .select(sql<number | string>`count(*)`.as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}
