/**
 * PATCH /api/documents/:id {version, title?, dueAt?}: the supervisor's edits, at the version
 * read (services/documents/update-document.ts). It takes the place of the resource's generic
 * update, which does not check a version.
 */
import type { FastifyInstance } from 'fastify';
import { API_PATHS } from '../../../../common/api-paths.js';
import { documentRecord, documentUpdate } from '../../../../common/schemas/document.js';
import type { AppContext } from '../../../context.js';
import { route } from '../../../http/route.js';
import { updateDocument } from '../../../services/documents/update-document.js';

export function updateDocumentRoute(app: FastifyInstance, context: AppContext): void {
  route(app, context, {
    method: 'PATCH',
    url: API_PATHS.documents.one,
    action: 'documents:update',
    summary: 'Change the title or the due time at the version read (a new due time restarts the SLA clock)',
    body: documentUpdate,
    answer: documentRecord,
    handle: ({ principal, id, body }) => updateDocument(context.db, principal, id, body),
  });
}
