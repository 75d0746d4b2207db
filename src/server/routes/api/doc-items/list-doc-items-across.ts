/**
 * GET /api/doc-items/across: one page of the items across documents in the caller's scope,
 * filtered by tenant, location, category, dates, amount range and words (x-total-count holds
 * the full count; services/documents/list-doc-items-across.ts).
 */
import type { FastifyInstance } from 'fastify';
import { API_PATHS } from '../../../../common/api-paths.js';
import {
  DOC_ITEMS_ACROSS_MAX_ROWS,
  docItemAcrossRow,
  docItemsAcrossQuery,
} from '../../../../common/schemas/doc-items-across.js';
import type { AppContext } from '../../../context.js';
import { pageEnd } from '../../../http/page-end.js';
import { route } from '../../../http/route.js';
import { listDocItemsAcross } from '../../../services/documents/list-doc-items-across.js';

export function listDocItemsAcrossRoute(app: FastifyInstance, context: AppContext): void {
  route(app, context, {
    method: 'GET',
    url: API_PATHS.docItems.across,
    action: 'doc-items:across',
    summary: 'Items across documents, filtered (x-total-count)',
    query: docItemsAcrossQuery,
    answer: docItemAcrossRow.array(),
    handle: async ({ principal, query }, _request, reply) => {
      const end = pageEnd(query, DOC_ITEMS_ACROSS_MAX_ROWS);
      const { total, rows } = await listDocItemsAcross(context.db, principal, query, end);
      reply.header('x-total-count', String(total));
      return rows;
    },
  });
}
