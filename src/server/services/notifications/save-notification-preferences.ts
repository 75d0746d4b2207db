/**
 * Each kind named is turned on or off for the caller alone; kinds left out keep theirs. A
 * setting is the caller's own and the outcome is the same whatever order two saves land in, so
 * no version. Answers every kind with the caller's setting after it.
 */
import type { Kysely } from 'kysely';
import type { NotificationKind } from '../../../common/notifications.js';
import type { NotificationPreferences } from '../../../common/schemas/notification.js';
import type { Principal } from '../../auth/authorize.js';
import type { Database } from '../../db/schema.js';
import { preferencesOf } from './notification-rows.js';

export async function saveNotificationPreferences(
  db: Kysely<Database>,
  principal: Principal,
  kinds: NotificationPreferences['kinds'],
): Promise<Record<NotificationKind, boolean>> {
  const now = new Date().toISOString();
  await db.transaction().execute(async (trx) => {
    for (const [kind, enabled] of Object.entries(kinds)) {
      await trx
        .insertInto('notification_preference')
        .values({ user_id: principal.id, kind, enabled: enabled ? 1 : 0, updated_at: now })
        .onConflict((conflict) =>
          conflict.columns(['user_id', 'kind']).doUpdateSet({ enabled: enabled ? 1 : 0, updated_at: now }),
        )
        .execute();
    }
  });
  return preferencesOf(db, principal.id);
}
