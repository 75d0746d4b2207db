/**
 * POST /api/notifications/:id/read → 204: one of the caller's notices is read, idempotently;
 * another person's notice is 404 (services/notifications/mark-notification-read.ts).
 */
import type { FastifyInstance } from 'fastify';
import { API_PATHS } from '../../../../common/api-paths.js';
import type { AppContext } from '../../../context.js';
import { route } from '../../../http/route.js';
import { markNotificationRead } from '../../../services/notifications/mark-notification-read.js';

export function markNotificationReadRoute(app: FastifyInstance, context: AppContext): void {
  route(app, context, {
    method: 'POST',
    url: API_PATHS.notifications.read,
    action: 'notifications:mark-read',
    summary: "Mark one of my notices read (204; anyone else's is 404)",
    status: 204,
    handle: async ({ principal, id }, _request, reply) => {
      await markNotificationRead(context.db, principal, id);
      return reply.status(204).send();
    },
  });
}
