/** POST /api/documents/:id/start {version}: the assignee starts keying the document. */
import type { FastifyInstance } from 'fastify';
import { versionBody } from '../../../../common/schemas/document.js';
import { requireAssignee } from '../../../services/documents/run-transition.js';
import type { AppContext } from '../../../context.js';
import { transitionRoute } from '../../../http/transition-route.js';

export function startDocumentRoute(app: FastifyInstance, context: AppContext): void {
  transitionRoute(app, context, {
    summary: 'The assignee starts keying the document',
    name: 'start',
    body: versionBody,
    apply: (step) => {
      requireAssignee(step, 'start');
      return {};
    },
  });
}
