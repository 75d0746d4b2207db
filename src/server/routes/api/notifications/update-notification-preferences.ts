/**
 * PUT /api/notifications/preferences {kinds: {sla_warning: false, …}} → the whole setting: each
 * kind named is turned on or off for the caller alone; kinds left out keep theirs
 * (services/notifications/save-notification-preferences.ts).
 */
import type { FastifyInstance } from 'fastify';
import { API_PATHS } from '../../../../common/api-paths.js';
import { notificationPreferences, notificationSettings } from '../../../../common/schemas/notification.js';
import type { AppContext } from '../../../context.js';
import { route } from '../../../http/route.js';
import { saveNotificationPreferences } from '../../../services/notifications/save-notification-preferences.js';

export function updateNotificationPreferencesRoute(app: FastifyInstance, context: AppContext): void {
  route(app, context, {
    method: 'PUT',
    url: API_PATHS.notifications.preferences,
    action: 'notifications:preferences',
    summary: 'Turn kinds of notice on or off',
    body: notificationPreferences,
    answer: notificationSettings,
    handle: async ({ principal, body }) => ({
      kinds: await saveNotificationPreferences(context.db, principal, body.kinds),
    }),
  });
}
