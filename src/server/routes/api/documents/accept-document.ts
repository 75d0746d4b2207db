/** POST /api/documents/:id/accept {version}: the client supervisor accepts the work; the document is archived. */
import type { FastifyInstance } from 'fastify';
import { versionBody } from '../../../../common/schemas/document.js';
import type { AppContext } from '../../../context.js';
import { transitionRoute } from '../../../http/transition-route.js';

export function acceptDocumentRoute(app: FastifyInstance, context: AppContext): void {
  transitionRoute(app, context, {
    summary: 'The client supervisor accepts the work; the document is archived',
    name: 'accept',
    body: versionBody,
  });
}
