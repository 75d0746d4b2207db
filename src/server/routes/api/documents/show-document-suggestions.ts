/**
 * GET /api/documents/:id/suggestions: what the document's file suggests for its header and items,
 * each value with its confidence and its box on the page, for whoever may read the document
 * (documents:read and its scope; another tenant's document is 404).
 */
import type { FastifyInstance } from 'fastify';
import { API_PATHS } from '../../../../common/api-paths.js';
import { documentSuggestions as suggestionsAnswer } from '../../../../common/schemas/capture.js';
import { findInScope } from '../../../auth/find-in-scope.js';
import type { AppContext } from '../../../context.js';
import { HttpError } from '../../../errors.js';
import { route } from '../../../http/route.js';
import { documentSuggestions } from '../../../services/capture/document-suggestions.js';

export function showDocumentSuggestionsRoute(app: FastifyInstance, context: AppContext): void {
  route(app, context, {
    method: 'GET',
    url: API_PATHS.documents.suggestions,
    action: 'documents:read',
    summary: "What the document's file suggests for its header and items, with confidence and where on the page",
    answer: suggestionsAnswer,
    handle: async ({ principal, id }) => {
      const document = await findInScope(context.db, 'document', principal, id);
      if (!document) throw new HttpError(404, 'noRecord', { params: { entity: 'document', id } });
      return documentSuggestions(context.db, context.files, { id, tenant_id: String(document.tenant_id) });
    },
  });
}
