/**
 * GET /api/documents/:id/work: everything the processing screen shows of one document (see
 * services/documents/document-work.ts): {document, items, upload, issues, duplicates}.
 */
import type { FastifyInstance } from 'fastify';
import { API_PATHS } from '../../../../common/api-paths.js';
import { documentWork } from '../../../../common/schemas/document-work.js';
import type { AppContext } from '../../../context.js';
import { route } from '../../../http/route.js';
import { loadDocumentWork } from '../../../services/documents/document-work.js';

export function showDocumentWorkRoute(app: FastifyInstance, context: AppContext): void {
  route(app, context, {
    method: 'GET',
    url: API_PATHS.documents.work,
    action: 'documents:work',
    summary: 'The processing view: document, items, file, open issues, duplicates',
    answer: documentWork,
    handle: ({ principal, id }) => loadDocumentWork(context.db, principal, id),
  });
}
