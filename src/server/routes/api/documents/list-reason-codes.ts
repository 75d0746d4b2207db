/** GET /api/documents/reason-codes → {codes}: the codes a send-back or dispute must choose from. */
import type { FastifyInstance } from 'fastify';
import { authorize } from '../../../auth/authorize.js';
import type { AppContext } from '../../../context.js';
import { loadReasonCodes } from '../../../services/documents/reason-codes.js';

export function listReasonCodesRoute(app: FastifyInstance, context: AppContext): void {
  app.get('/api/documents/reason-codes', async (request) => {
    await authorize(request, context, 'documents:reason-codes');
    return { codes: await loadReasonCodes(context.db) };
  });
}
