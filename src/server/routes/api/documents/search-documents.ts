/**
 * GET /api/documents/search: the archive's full-text search (services/documents/search-documents.ts).
 * Answers { hits, total, totalCapped } with x-total-count (exact up to 10,000, else 10,000) and
 * x-total-capped: true beyond.
 */
import type { FastifyInstance } from 'fastify';
import { API_PATHS } from '../../../../common/api-paths.js';
import { documentSearchQuery } from '../../../../common/schemas/archive.js';
import type { AppContext } from '../../../context.js';
import { route } from '../../../http/route.js';
import { searchDocuments } from '../../../services/documents/search-documents.js';

export function searchDocumentsRoute(app: FastifyInstance, context: AppContext): void {
  route(app, context, {
    method: 'GET',
    url: API_PATHS.documents.search,
    action: 'documents:search',
    summary: 'Search the archive: words in files, headers, items and issues, with snippets',
    query: documentSearchQuery,
    handle: async ({ principal, query }, _request, reply) => {
      const result = await searchDocuments(context.db, context.engine, principal, query);
      reply.header('x-total-count', String(result.total));
      if (result.totalCapped) reply.header('x-total-capped', 'true');
      return result;
    },
  });
}
