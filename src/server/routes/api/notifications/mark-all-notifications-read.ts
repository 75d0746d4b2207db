/** POST /api/notifications/read-all → {marked}: every unread notice of the caller is read now. */
import type { FastifyInstance } from 'fastify';
import { API_PATHS } from '../../../../common/api-paths.js';
import { markedCount } from '../../../../common/schemas/notification.js';
import type { AppContext } from '../../../context.js';
import { route } from '../../../http/route.js';
import { markAllNotificationsRead } from '../../../services/notifications/mark-all-notifications-read.js';

export function markAllNotificationsReadRoute(app: FastifyInstance, context: AppContext): void {
  route(app, context, {
    method: 'POST',
    url: API_PATHS.notifications.readAll,
    action: 'notifications:mark-read',
    summary: 'Mark all my notices read',
    answer: markedCount,
    handle: async ({ principal }) => ({ marked: await markAllNotificationsRead(context.db, principal) }),
  });
}
