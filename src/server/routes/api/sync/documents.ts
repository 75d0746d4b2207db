/**
 * GET /api/sync/documents?after=<cursor>&updatedSince=<iso>&limit=N: what changed, for a
 * nightly sync (an API key with documents:read, or a person who may read documents). Each page
 * holds documents with their header and items in (updated_at, id) order and the cursor to
 * resume from; every changed document is seen once per change, none skipped
 * (services/sync/documents-since.ts).
 */
import type { FastifyInstance } from 'fastify';
import { API_PATHS } from '../../../../common/api-paths.js';
import { syncDocumentsPage, syncDocumentsQuery } from '../../../../common/schemas/api-key.js';
import type { AppContext } from '../../../context.js';
import { route } from '../../../http/route.js';
import { documentsSince } from '../../../services/sync/documents-since.js';

export function syncRoutes(app: FastifyInstance, context: AppContext): void {
  route(app, context, {
    method: 'GET',
    url: API_PATHS.sync.documents,
    action: 'documents:read',
    summary: 'Changed documents with their items after a cursor, oldest change first (for a sync)',
    query: syncDocumentsQuery,
    answer: syncDocumentsPage,
    handle: ({ principal, query }) => documentsSince(context.db, principal, query),
  });
}
