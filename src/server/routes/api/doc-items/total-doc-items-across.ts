/**
 * GET /api/doc-items/across/totals: the filtered items' totals per currency: net, tax, gross and
 * how many items (services/documents/total-doc-items-across.ts).
 */
import type { FastifyInstance } from 'fastify';
import { API_PATHS } from '../../../../common/api-paths.js';
import { docItemsAcrossQuery, docItemsAcrossTotal } from '../../../../common/schemas/doc-items-across.js';
import type { AppContext } from '../../../context.js';
import { route } from '../../../http/route.js';
import { totalDocItemsAcross } from '../../../services/documents/total-doc-items-across.js';

export function totalDocItemsAcrossRoute(app: FastifyInstance, context: AppContext): void {
  route(app, context, {
    method: 'GET',
    url: API_PATHS.docItems.acrossTotals,
    action: 'doc-items:across',
    summary: 'Totals per currency of the filtered items: net, tax, gross',
    // Paging and sort do not change totals; they are accepted so the page can send one query string.
    query: docItemsAcrossQuery,
    answer: docItemsAcrossTotal.array(),
    handle: ({ principal, query }) => totalDocItemsAcross(context.db, principal, query),
  });
}
