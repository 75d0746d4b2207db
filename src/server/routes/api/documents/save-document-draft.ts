/**
 * PUT /api/documents/:id/draft {version, header, items}: the processing screen's autosave, at
 * the version read (services/documents/save-document-draft.ts). Answers the saved work view.
 */
import type { FastifyInstance } from 'fastify';
import { API_PATHS } from '../../../../common/api-paths.js';
import { documentWork, draftBody } from '../../../../common/schemas/document-work.js';
import type { AppContext } from '../../../context.js';
import { route } from '../../../http/route.js';
import { saveDocumentDraft } from '../../../services/documents/save-document-draft.js';

export function saveDocumentDraftRoute(app: FastifyInstance, context: AppContext): void {
  route(app, context, {
    method: 'PUT',
    url: API_PATHS.documents.draft,
    action: 'documents:save-draft',
    summary: 'Save the header and all items at the version read',
    body: draftBody,
    answer: documentWork,
    handle: ({ principal, id, body }) => saveDocumentDraft(context.db, principal, id, body),
  });
}
