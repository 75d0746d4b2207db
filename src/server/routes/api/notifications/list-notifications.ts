/**
 * GET /api/notifications?unread=&_start=&_end=: the caller's own notices, newest first, with
 * x-total-count; each says what happened, who did it and which document.
 */
import type { FastifyInstance } from 'fastify';
import { API_PATHS } from '../../../../common/api-paths.js';
import {
  NOTIFICATIONS_MAX_ROWS,
  notificationListQuery,
  notificationRow,
} from '../../../../common/schemas/notification.js';
import type { AppContext } from '../../../context.js';
import { pageEnd } from '../../../http/page-end.js';
import { route } from '../../../http/route.js';
import { listNotifications } from '../../../services/notifications/list-notifications.js';

export function listNotificationsRoute(app: FastifyInstance, context: AppContext): void {
  route(app, context, {
    method: 'GET',
    url: API_PATHS.notifications.list,
    action: 'notifications:read',
    summary: 'My notices, newest first (x-total-count)',
    query: notificationListQuery,
    answer: notificationRow.array(),
    handle: async ({ principal, query }, _request, reply) => {
      const end = pageEnd(query, NOTIFICATIONS_MAX_ROWS);
      const page = { start: query._start, end, unreadOnly: query.unread ?? false };
      const { total, rows } = await listNotifications(context.db, principal, page);
      reply.header('x-total-count', String(total));
      return rows;
    },
  });
}
