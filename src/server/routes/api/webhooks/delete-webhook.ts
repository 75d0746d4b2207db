/** DELETE /api/webhooks/:id → 204: the endpoint and its delivery log. */
import type { FastifyInstance } from 'fastify';
import { API_PATHS } from '../../../../common/api-paths.js';
import type { AppContext } from '../../../context.js';
import { route } from '../../../http/route.js';
import { deleteWebhook } from '../../../services/webhooks/manage-webhooks.js';

export function deleteWebhookRoute(app: FastifyInstance, context: AppContext): void {
  route(app, context, {
    method: 'DELETE',
    url: API_PATHS.webhooks.one,
    action: 'webhooks:delete',
    summary: 'Delete a webhook endpoint with its delivery log',
    status: 204,
    handle: async ({ principal, id }, _request, reply) => {
      await deleteWebhook(context.db, principal, id);
      return reply.status(204).send();
    },
  });
}
