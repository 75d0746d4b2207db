/**
 * POST /api/documents/assign-many {assigneeId, dueAt?, documents: [{id, version}]}: the DBS
 * supervisor gives a selection to one DBO user, in one transaction, all or nothing (a stale
 * version: 409 `documentStale` with the stored versions; a document out of scope: 404; a
 * document neither new nor assigned: 409). Answers the documents as stored after it.
 */
import type { FastifyInstance } from 'fastify';
import { assignManyBody } from '../../../../common/schemas/document-work.js';
import { authorize } from '../../../auth/authorize.js';
import type { AppContext } from '../../../context.js';
import { parseOr400 } from '../../../errors.js';
import { assignableCoverage, requireAssignable } from '../../../services/documents/document-assignment.js';
import { assignBatch, loadBatch } from '../../../services/documents/document-batch.js';
import { toDocument } from '../../../services/documents/document-rows.js';

export function assignManyDocumentsRoute(app: FastifyInstance, context: AppContext): void {
  app.post('/api/documents/assign-many', async (request) => {
    const principal = await authorize(request, context, 'documents:assign-many');
    const body = parseOr400(assignManyBody, request.body);
    const saved = await context.db.transaction().execute(async (trx) => {
      const documents = await loadBatch(trx, principal, body.documents);
      const coverage = await assignableCoverage(trx, principal);
      for (const document of documents) await requireAssignable(trx, principal, document, body.assigneeId, coverage);
      return assignBatch(
        trx,
        principal,
        documents.map((document) => ({ document, assigneeId: body.assigneeId })),
        body.dueAt,
      );
    });
    return saved.map(toDocument);
  });
}
