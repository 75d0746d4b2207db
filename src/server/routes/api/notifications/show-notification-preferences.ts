/** GET /api/notifications/preferences → {kinds: {assigned: true, …}}: the caller's kinds, on or off. */
import type { FastifyInstance } from 'fastify';
import { API_PATHS } from '../../../../common/api-paths.js';
import { notificationSettings } from '../../../../common/schemas/notification.js';
import type { AppContext } from '../../../context.js';
import { route } from '../../../http/route.js';
import { preferencesOf } from '../../../services/notifications/notification-rows.js';

export function showNotificationPreferencesRoute(app: FastifyInstance, context: AppContext): void {
  route(app, context, {
    method: 'GET',
    url: API_PATHS.notifications.preferences,
    action: 'notifications:preferences',
    summary: 'The kinds of notice I receive',
    answer: notificationSettings,
    handle: async ({ principal }) => ({ kinds: await preferencesOf(context.db, principal.id) }),
  });
}
