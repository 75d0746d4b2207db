/**
 * PUT /api/notifications/preferences {kinds: {sla_warning: false, …}} → the whole setting: each
 * kind named is turned on or off for the caller alone; kinds left out keep theirs. A setting is
 * the caller's own and the answer is the same whatever order two saves land in, so no version.
 */
import type { FastifyInstance } from 'fastify';
import { notificationPreferences } from '../../../../common/schemas/notification.js';
import { authorize } from '../../../auth/authorize.js';
import type { AppContext } from '../../../context.js';
import { parseOr400 } from '../../../errors.js';
import { preferencesOf } from '../../../services/notifications/notification-rows.js';
import { described } from '../../../http/route-doc.js';

export function updateNotificationPreferencesRoute(app: FastifyInstance, context: AppContext): void {
  const savePreferencesDoc = described({
    summary: 'Turn kinds of notice on or off',
    action: 'notifications:preferences',
    tags: ['notifications'],
    body: notificationPreferences,
  });
  app.put('/api/notifications/preferences', savePreferencesDoc, async (request) => {
    const principal = await authorize(request, context, 'notifications:preferences');
    const body = parseOr400(notificationPreferences, request.body ?? undefined);
    const now = new Date().toISOString();
    await context.db.transaction().execute(async (trx) => {
      for (const [kind, enabled] of Object.entries(body.kinds)) {
        await trx
          .insertInto('notification_preference')
          .values({ user_id: principal.id, kind, enabled: enabled ? 1 : 0, updated_at: now })
          .onConflict((conflict) =>
            conflict.columns(['user_id', 'kind']).doUpdateSet({ enabled: enabled ? 1 : 0, updated_at: now }),
          )
          .execute();
      }
    });
    return { kinds: await preferencesOf(context.db, principal.id) };
  });
}
