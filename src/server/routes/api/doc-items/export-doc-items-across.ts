/**
 * GET /api/doc-items/across.csv: the whole filtered set of items as CSV, streamed page by page
 * (services/documents/export-doc-items-across.ts), as a download named by the day.
 */
import type { FastifyInstance } from 'fastify';
import { API_PATHS } from '../../../../common/api-paths.js';
import { docItemsAcrossQuery } from '../../../../common/schemas/doc-items-across.js';
import type { AppContext } from '../../../context.js';
import { route } from '../../../http/route.js';
import { exportDocItemsAcross } from '../../../services/documents/export-doc-items-across.js';

export function exportDocItemsAcrossRoute(app: FastifyInstance, context: AppContext): void {
  route(app, context, {
    method: 'GET',
    url: API_PATHS.docItems.acrossCsv,
    action: 'doc-items:across',
    summary: 'The filtered items across documents as CSV',
    query: docItemsAcrossQuery,
    answerType: 'text/csv',
    handle: ({ principal, query }, _request, reply) =>
      reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="items-${new Date().toISOString().slice(0, 10)}.csv"`)
        .header('x-content-type-options', 'nosniff')
        .send(exportDocItemsAcross(context.db, principal, query)),
  });
}
