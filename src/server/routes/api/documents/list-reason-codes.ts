/** GET /api/documents/reason-codes → {codes}: the codes a send-back or dispute must choose from. */
import type { FastifyInstance } from 'fastify';
import { API_PATHS } from '../../../../common/api-paths.js';
import { reasonCodesAnswer } from '../../../../common/schemas/document.js';
import type { AppContext } from '../../../context.js';
import { route } from '../../../http/route.js';
import { loadReasonCodes } from '../../../services/documents/reason-codes.js';

export function listReasonCodesRoute(app: FastifyInstance, context: AppContext): void {
  route(app, context, {
    method: 'GET',
    url: API_PATHS.documents.reasonCodes,
    action: 'documents:reason-codes',
    summary: 'The reason codes a send-back or dispute chooses from (the settings)',
    answer: reasonCodesAnswer,
    handle: async () => ({ codes: await loadReasonCodes(context.db) }),
  });
}
