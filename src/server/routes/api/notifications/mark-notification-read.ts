/**
 * POST /api/notifications/:id/read → 204: one of the caller's notices is read. Marking is
 * idempotent (a second mark keeps the first time), so it states no version; another person's
 * notice is 404.
 */
import type { FastifyInstance } from 'fastify';
import { authorize } from '../../../auth/authorize.js';
import type { AppContext } from '../../../context.js';
import { HttpError } from '../../../errors.js';
import { myNotifications } from '../../../services/notifications/notification-rows.js';
import { idParam } from '../../../http/params.js';
import { described } from '../../../http/route-doc.js';

export function markNotificationReadRoute(app: FastifyInstance, context: AppContext): void {
  const markReadDoc = described({
    summary: "Mark one of my notices read (204; anyone else's is 404)",
    action: 'notifications:mark-read',
    tags: ['notifications'],
    status: 204,
  });
  app.post('/api/notifications/:id/read', markReadDoc, async (request, reply) => {
    const principal = await authorize(request, context, 'notifications:mark-read');
    const id = idParam(request);
    const mine = await myNotifications(context.db, principal)
      .where('notification.id', '=', id)
      .select('notification.id')
      .executeTakeFirst();
    if (!mine) throw new HttpError(404, 'noRecord', { params: { entity: 'notification', id } });
    await context.db
      .updateTable('notification')
      .set({ read_at: new Date().toISOString() })
      .where('id', '=', id)
      .where('user_id', '=', principal.id)
      .where('read_at', 'is', null)
      .execute();
    return reply.status(204).send();
  });
}
