/** GET /api/notifications/unread-count → {unread}: the number on the bell. */
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { authorize } from '../../../auth/authorize.js';
import type { AppContext } from '../../../context.js';
import { myNotifications } from '../../../services/notifications/notification-rows.js';
import { described } from '../../../http/route-doc.js';

export function countUnreadNotificationsRoute(app: FastifyInstance, context: AppContext): void {
  const unreadCountDoc = described({
    summary: 'How many of my notices are unread',
    action: 'notifications:read',
    tags: ['notifications'],
  });
  app.get('/api/notifications/unread-count', unreadCountDoc, async (request) => {
    const principal = await authorize(request, context, 'notifications:read');
    const row = await myNotifications(context.db, principal)
      .where('notification.read_at', 'is', null)
      .select(sql<number | string>`count(*)`.as('n'))
      .executeTakeFirstOrThrow();
    return { unread: Number(row.n) };
  });
}
