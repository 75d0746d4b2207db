/**
 * POST /api/documents/approve-many {documents: [{id, version}]}: the DBS supervisor approves a
 * selection of processed documents, all or nothing (services/documents/document-bulk-step.ts).
 * Answers the documents as stored after it.
 */
import type { FastifyInstance } from 'fastify';
import { API_PATHS } from '../../../../common/api-paths.js';
import { approveManyBody } from '../../../../common/schemas/document-review.js';
import { assignedDocuments } from '../../../../common/schemas/document-work.js';
import type { AppContext } from '../../../context.js';
import { route } from '../../../http/route.js';
import { stepMany } from '../../../services/documents/document-bulk-step.js';
import { toDocument } from '../../../services/documents/document-rows.js';

export function approveManyDocumentsRoute(app: FastifyInstance, context: AppContext): void {
  route(app, context, {
    method: 'POST',
    url: API_PATHS.documents.approveMany,
    action: 'documents:approve-many',
    summary: 'Approve a selection of processed documents, all or nothing',
    body: approveManyBody,
    answer: assignedDocuments,
    handle: async ({ principal, body }) =>
      (await stepMany(context.db, principal, 'approve', body.documents)).map(toDocument),
  });
}
