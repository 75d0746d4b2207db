/**
 * GET /api/documents/my-queue: the caller's documents still to work, sent back first, then by
 * due time, optionally only those whose file name, vendor or number holds `q`
 * (services/documents/list-my-queue.ts).
 */
import type { FastifyInstance } from 'fastify';
import { API_PATHS } from '../../../../common/api-paths.js';
import { documentListRow, myQueueQuery } from '../../../../common/schemas/document-work.js';
import type { AppContext } from '../../../context.js';
import { route } from '../../../http/route.js';
import { listMyQueue } from '../../../services/documents/list-my-queue.js';

export function listMyQueueRoute(app: FastifyInstance, context: AppContext): void {
  route(app, context, {
    method: 'GET',
    url: API_PATHS.documents.myQueue,
    action: 'documents:my-queue',
    summary: 'My open documents: sent back first, then by due time',
    query: myQueueQuery,
    answer: documentListRow.array(),
    handle: async ({ principal, query }, _request, reply) => {
      const rows = await listMyQueue(context.db, context.engine, principal, query.q);
      return reply.type('application/json; charset=utf-8').send(rows);
    },
  });
}
