/**
 * POST /api/documents/assign-many {assigneeId, dueAt?, documents: [{id, version}]}: the DBS
 * supervisor gives a selection to one DBO user, all or nothing
 * (services/documents/assign-many-documents.ts). Answers the documents as stored after it.
 */
import type { FastifyInstance } from 'fastify';
import { API_PATHS } from '../../../../common/api-paths.js';
import { assignedDocuments, assignManyBody } from '../../../../common/schemas/document-work.js';
import type { AppContext } from '../../../context.js';
import { route } from '../../../http/route.js';
import { assignManyDocuments } from '../../../services/documents/assign-many-documents.js';
import { toDocument } from '../../../services/documents/document-rows.js';

export function assignManyDocumentsRoute(app: FastifyInstance, context: AppContext): void {
  route(app, context, {
    method: 'POST',
    url: API_PATHS.documents.assignMany,
    action: 'documents:assign-many',
    summary: 'Assign a selection to one DBO, all or nothing',
    body: assignManyBody,
    answer: assignedDocuments,
    handle: async ({ principal, body }) => (await assignManyDocuments(context.db, principal, body)).map(toDocument),
  });
}
