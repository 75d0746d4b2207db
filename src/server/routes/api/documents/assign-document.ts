/**
 * POST /api/documents/:id/assign {version, assigneeId, dueAt?}: a DBS supervisor gives a new
 * (or reassigns an assigned) document to an active DBO user of a team they lead whose team
 * works the document's tenant or location. Due at dueAt, else after the SLA's business hours
 * (services/sla.ts); a reassignment keeps its clock.
 */
import type { FastifyInstance } from 'fastify';
import { assignDocumentBody } from '../../../../common/schemas/document.js';
import { assignmentColumns, requireAssignable } from '../../../services/documents/document-assignment.js';
import { slaTermsFor } from '../../../services/sla/sla-terms.js';
import type { AppContext } from '../../../context.js';
import { transitionRoute } from '../../../http/transition-route.js';

export function assignDocumentRoute(app: FastifyInstance, context: AppContext): void {
  transitionRoute(app, context, {
    summary: "Give the document to a DBO user of a team that works it, due after the SLA's hours",
    name: 'assign',
    body: assignDocumentBody,
    apply: async ({ db, principal, body, document, now }) => {
      await requireAssignable(db, principal, document, body.assigneeId);
      const terms = await slaTermsFor(db, document.tenant_id);
      return assignmentColumns(document, body.assigneeId, { dueAt: body.dueAt, terms, now });
    },
  });
}
