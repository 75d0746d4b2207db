/**
 * GET /api/documents/:id/timeline: the document's whole story for whoever may read the
 * document (documents:read and its scope; another tenant's document is 404).
 */
import type { FastifyInstance } from 'fastify';
import { authorize } from '../../../auth/authorize.js';
import type { AppContext } from '../../../context.js';
import { HttpError } from '../../../errors.js';
import { loadTimeline } from '../../../services/documents/document-timeline.js';
import { findInScope } from '../../../auth/find-in-scope.js';
import { idParam } from '../../../http/params.js';

export function showDocumentTimelineRoute(app: FastifyInstance, context: AppContext): void {
  app.get('/api/documents/:id/timeline', async (request) => {
    const principal = await authorize(request, context, 'documents:read');
    const id = idParam(request);
    if (!(await findInScope(context.db, 'document', principal, id)))
      throw new HttpError(404, 'noRecord', { params: { entity: 'document', id } });
    return loadTimeline(context.db, id);
  });
}
