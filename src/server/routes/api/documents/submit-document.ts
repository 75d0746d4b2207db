/**
 * POST /api/documents/:id/submit {version}: the assignee hands the keyed document to the DBS
 * supervisor, only complete: a full header, at least one item, every item in the header
 * currency, the items' amounts plus tax equal to the header total to the cent, and no issue
 * still open. Clears the reason of an earlier send-back. What was keyed teaches the vendor's
 * capture profile (services/capture/learn-at-submit.ts), in the same transaction.
 */
import type { FastifyInstance } from 'fastify';
import { versionBody } from '../../../../common/schemas/document.js';
import { learnAtSubmit } from '../../../services/capture/learn-at-submit.js';
import { checkSubmittable } from '../../../services/documents/document-submit-check.js';
import { requireAssignee } from '../../../services/documents/run-transition.js';
import type { AppContext } from '../../../context.js';
import { transitionRoute } from '../../../http/transition-route.js';

export function submitDocumentRoute(app: FastifyInstance, context: AppContext): void {
  transitionRoute(app, context, {
    summary: 'The assignee hands the complete, balanced document to the DBS supervisor',
    name: 'submit',
    body: versionBody,
    apply: async (step) => {
      requireAssignee(step, 'submit');
      await checkSubmittable(step.db, step.document);
      await learnAtSubmit(step.db, context.files, step.document, step.principal.id, step.now);
      return { sent_back_code: null, sent_back_reason: null, sent_back_at: null };
    },
  });
}
