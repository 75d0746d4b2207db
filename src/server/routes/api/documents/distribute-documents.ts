/**
 * POST /api/documents/distribute {documents: [{id, version}]}: spreads a selection over the DBO
 * users of the caller's teams by least current load, all or nothing
 * (services/documents/distribute-documents.ts). Answers the documents with their new assignee.
 */
import type { FastifyInstance } from 'fastify';
import { API_PATHS } from '../../../../common/api-paths.js';
import { assignedDocuments, distributeBody } from '../../../../common/schemas/document-work.js';
import type { AppContext } from '../../../context.js';
import { route } from '../../../http/route.js';
import { distributeDocuments } from '../../../services/documents/distribute-documents.js';
import { toDocument } from '../../../services/documents/document-rows.js';

export function distributeDocumentsRoute(app: FastifyInstance, context: AppContext): void {
  route(app, context, {
    method: 'POST',
    url: API_PATHS.documents.distribute,
    action: 'documents:distribute',
    summary: 'Spread a selection over the team by least load, all or nothing',
    body: distributeBody,
    answer: assignedDocuments,
    handle: async ({ principal, body }) =>
      (await distributeDocuments(context.db, principal, body.documents)).map(toDocument),
  });
}
