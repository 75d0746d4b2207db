/**
 * POST /api/documents/:id/resolve {version, note?}: the open issues are settled and processing
 * resumes (services/issues/resolve-open-issues.ts).
 */
import type { FastifyInstance } from 'fastify';
import { resolveDocumentBody } from '../../../../common/schemas/document.js';
import type { AppContext } from '../../../context.js';
import { transitionRoute } from '../../../http/transition-route.js';
import { resolveOpenIssues } from '../../../services/issues/resolve-open-issues.js';

export function resolveDocumentRoute(app: FastifyInstance, context: AppContext): void {
  transitionRoute(app, context, {
    summary: 'Settle the open issues; processing resumes',
    name: 'resolve',
    body: resolveDocumentBody,
    apply: async ({ db, document, principal, now, body }) => {
      await resolveOpenIssues(db, principal, document, body.note ?? null, now);
      return {};
    },
    note: (body) => body.note,
  });
}
