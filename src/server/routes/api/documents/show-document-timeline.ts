/**
 * GET /api/documents/:id/timeline: the document's whole story for whoever may read the
 * document (documents:read and its scope; another tenant's document is 404).
 */
import type { FastifyInstance } from 'fastify';
import { API_PATHS } from '../../../../common/api-paths.js';
import { timeline } from '../../../../common/schemas/timeline.js';
import { findInScope } from '../../../auth/find-in-scope.js';
import type { AppContext } from '../../../context.js';
import { HttpError } from '../../../errors.js';
import { route } from '../../../http/route.js';
import { loadTimeline } from '../../../services/documents/document-timeline.js';

export function showDocumentTimelineRoute(app: FastifyInstance, context: AppContext): void {
  route(app, context, {
    method: 'GET',
    url: API_PATHS.documents.timeline,
    action: 'documents:read',
    summary: "The document's whole story: its steps and its issues' events, oldest first",
    answer: timeline,
    handle: async ({ principal, id }) => {
      if (!(await findInScope(context.db, 'document', principal, id)))
        throw new HttpError(404, 'noRecord', { params: { entity: 'document', id } });
      return loadTimeline(context.db, id);
    },
  });
}
