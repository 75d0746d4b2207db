/** POST /api/documents/:id/approve {version}: the DBS supervisor approves processed work for the client's review. */
import type { FastifyInstance } from 'fastify';
import { versionBody } from '../../../../common/schemas/document.js';
import type { AppContext } from '../../../context.js';
import { transitionRoute } from '../../../http/transition-route.js';

export function approveDocumentRoute(app: FastifyInstance, context: AppContext): void {
  transitionRoute(app, context, {
    summary: "Approve processed work for the client's review",
    name: 'approve',
    body: versionBody,
  });
}
