/**
 * GET /api/notifications?unread=&_start=&_end=: the caller's own notices, newest first, with
 * x-total-count; each says what happened, who did it and which document.
 */
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import {
  NOTIFICATIONS_MAX_ROWS,
  NOTIFICATIONS_PATH,
  notificationListQuery,
} from '../../../../common/schemas/notification.js';
import { authorize } from '../../../auth/authorize.js';
import type { AppContext } from '../../../context.js';
import { HttpError, parseOr400 } from '../../../errors.js';
import { listMyNotifications, myNotifications } from '../../../services/notifications/notification-rows.js';
import { described } from '../../../http/route-doc.js';

export function listNotificationsRoute(app: FastifyInstance, context: AppContext): void {
  const listDoc = described({
    summary: 'My notices, newest first (x-total-count)',
    action: 'notifications:read',
    tags: ['notifications'],
    query: notificationListQuery,
  });
  app.get(NOTIFICATIONS_PATH, listDoc, async (request, reply) => {
    const principal = await authorize(request, context, 'notifications:read');
    const query = parseOr400(notificationListQuery, request.query ?? {});
    const end = query._end ?? query._start + NOTIFICATIONS_MAX_ROWS;
    if (end <= query._start || end - query._start > NOTIFICATIONS_MAX_ROWS)
      throw new HttpError(400, 'tooManyRows', { params: { max: NOTIFICATIONS_MAX_ROWS } });
    const unreadOnly = query.unread ?? false;
    let count = myNotifications(context.db, principal);
    if (unreadOnly) count = count.where('notification.read_at', 'is', null);
    const [total, rows] = await Promise.all([
      count.select(sql<number | string>`count(*)`.as('n')).executeTakeFirstOrThrow(),
      listMyNotifications(context.db, principal, { start: query._start, end, unreadOnly }),
    ]);
    reply.header('x-total-count', String(Number(total.n)));
    return rows;
  });
}
