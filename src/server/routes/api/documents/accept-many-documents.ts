/**
 * POST /api/documents/accept-many {documents: [{id, version}]}: the client supervisor accepts a
 * selection of approved documents, which archives them, all or nothing (see
 * services/document-bulk-step.ts). Answers the documents as stored after it.
 */
import type { FastifyInstance } from 'fastify';
import { acceptManyBody } from '../../../../common/schemas/document-review.js';
import { authorize } from '../../../auth/authorize.js';
import type { AppContext } from '../../../context.js';
import { parseOr400 } from '../../../errors.js';
import { stepMany } from '../../../services/documents/document-bulk-step.js';
import { toDocument } from '../../../services/documents/document-rows.js';

export function acceptManyDocumentsRoute(app: FastifyInstance, context: AppContext): void {
  app.post('/api/documents/accept-many', async (request) => {
    const principal = await authorize(request, context, 'documents:accept-many');
    const body = parseOr400(acceptManyBody, request.body);
    return (await stepMany(context.db, principal, 'accept', body.documents)).map(toDocument);
  });
}
