/** GET /api/notifications/preferences → {kinds: {assigned: true, …}}: the caller's kinds, on or off. */
import type { FastifyInstance } from 'fastify';
import { authorize } from '../../../auth/authorize.js';
import type { AppContext } from '../../../context.js';
import { preferencesOf } from '../../../services/notifications/notification-rows.js';
import { described } from '../../../http/route-doc.js';

export function showNotificationPreferencesRoute(app: FastifyInstance, context: AppContext): void {
  const preferencesDoc = described({
    summary: 'The kinds of notice I receive',
    action: 'notifications:preferences',
    tags: ['notifications'],
  });
  app.get('/api/notifications/preferences', preferencesDoc, async (request) => {
    const principal = await authorize(request, context, 'notifications:preferences');
    return { kinds: await preferencesOf(context.db, principal.id) };
  });
}
