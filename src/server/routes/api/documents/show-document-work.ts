/**
 * GET /api/documents/:id/work: everything the processing screen shows of one document (see
 * services/document-work.ts): {document, items, upload, issues, duplicates}.
 */
import type { FastifyInstance } from 'fastify';
import { authorize } from '../../../auth/authorize.js';
import type { AppContext } from '../../../context.js';
import { loadDocumentWork } from '../../../services/documents/document-work.js';
import { idParam } from '../../../http/params.js';

export function showDocumentWorkRoute(app: FastifyInstance, context: AppContext): void {
  app.get('/api/documents/:id/work', async (request) => {
    const principal = await authorize(request, context, 'documents:work');
    return loadDocumentWork(context.db, principal, idParam(request));
  });
}
