/**
 * POST /api/documents/start-next: the DBO's "start next", claimed atomically and batched with
 * the claims that arrive together (services/claims/claim-next-document.ts). Answers the
 * document, or 404 `nothingWaiting`.
 */
import type { FastifyInstance } from 'fastify';
import { API_PATHS } from '../../../../common/api-paths.js';
import { documentRecord } from '../../../../common/schemas/document.js';
import type { AppContext } from '../../../context.js';
import { route } from '../../../http/route.js';
import { nextDocumentClaimer } from '../../../services/claims/claim-next-document.js';
import { toDocument } from '../../../services/documents/document-rows.js';

export function startNextDocumentRoute(app: FastifyInstance, context: AppContext): void {
  const claimNext = nextDocumentClaimer(context.db, context.engine);
  route(app, context, {
    method: 'POST',
    url: API_PATHS.documents.startNext,
    action: 'documents:start-next',
    summary: 'Claim and start my next document (404 nothingWaiting)',
    answer: documentRecord,
    handle: async ({ principal }) => toDocument(await claimNext(principal)),
  });
}
