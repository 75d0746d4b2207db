/** POST /api/notifications/read-all → {marked}: every unread notice of the caller is read now. */
import type { FastifyInstance } from 'fastify';
import { authorize } from '../../../auth/authorize.js';
import type { AppContext } from '../../../context.js';
import { described } from '../../../http/route-doc.js';

export function markAllNotificationsReadRoute(app: FastifyInstance, context: AppContext): void {
  const readAllDoc = described({
    summary: 'Mark all my notices read',
    action: 'notifications:mark-read',
    tags: ['notifications'],
  });
  app.post('/api/notifications/read-all', readAllDoc, async (request) => {
    const principal = await authorize(request, context, 'notifications:mark-read');
    const result = await context.db
      .updateTable('notification')
      .set({ read_at: new Date().toISOString() })
      .where('user_id', '=', principal.id)
      .where('read_at', 'is', null)
      .executeTakeFirst();
    return { marked: Number(result.numUpdatedRows) };
  });
}
