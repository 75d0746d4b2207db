/**
 * POST /api/documents/approve-many {documents: [{id, version}]}: the DBS supervisor approves a
 * selection of processed documents, all or nothing (see services/document-bulk-step.ts).
 * Answers the documents as stored after it.
 */
import type { FastifyInstance } from 'fastify';
import { approveManyBody } from '../../../../common/schemas/document-review.js';
import { authorize } from '../../../auth/authorize.js';
import type { AppContext } from '../../../context.js';
import { parseOr400 } from '../../../errors.js';
import { stepMany } from '../../../services/documents/document-bulk-step.js';
import { toDocument } from '../../../services/documents/document-rows.js';

export function approveManyDocumentsRoute(app: FastifyInstance, context: AppContext): void {
  app.post('/api/documents/approve-many', async (request) => {
    const principal = await authorize(request, context, 'documents:approve-many');
    const body = parseOr400(approveManyBody, request.body);
    return (await stepMany(context.db, principal, 'approve', body.documents)).map(toDocument);
  });
}
