/** GET /api/notifications/unread-count → {unread}: the number on the bell. */
import type { FastifyInstance } from 'fastify';
import { API_PATHS } from '../../../../common/api-paths.js';
import { unreadCount } from '../../../../common/schemas/notification.js';
import type { AppContext } from '../../../context.js';
import { route } from '../../../http/route.js';
import { countUnreadNotifications } from '../../../services/notifications/count-unread-notifications.js';

export function countUnreadNotificationsRoute(app: FastifyInstance, context: AppContext): void {
  route(app, context, {
    method: 'GET',
    url: API_PATHS.notifications.unreadCount,
    action: 'notifications:read',
    summary: 'How many of my notices are unread',
    answer: unreadCount,
    handle: async ({ principal }) => ({ unread: await countUnreadNotifications(context.db, principal) }),
  });
}
