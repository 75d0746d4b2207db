/**
 * POST /api/documents/accept-many {documents: [{id, version}]}: the client supervisor accepts a
 * selection of approved documents, which archives them, all or nothing
 * (services/documents/document-bulk-step.ts). Answers the documents as stored after it.
 */
import type { FastifyInstance } from 'fastify';
import { API_PATHS } from '../../../../common/api-paths.js';
import { acceptManyBody } from '../../../../common/schemas/document-review.js';
import { assignedDocuments } from '../../../../common/schemas/document-work.js';
import type { AppContext } from '../../../context.js';
import { route } from '../../../http/route.js';
import { stepMany } from '../../../services/documents/document-bulk-step.js';
import { toDocument } from '../../../services/documents/document-rows.js';

export function acceptManyDocumentsRoute(app: FastifyInstance, context: AppContext): void {
  route(app, context, {
    method: 'POST',
    url: API_PATHS.documents.acceptMany,
    action: 'documents:accept-many',
    summary: 'Accept (archive) a selection of approved documents, all or nothing',
    body: acceptManyBody,
    answer: assignedDocuments,
    handle: async ({ principal, body }) =>
      (await stepMany(context.db, principal, 'accept', body.documents)).map(toDocument),
  });
}
