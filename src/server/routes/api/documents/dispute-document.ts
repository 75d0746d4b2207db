/**
 * POST /api/documents/:id/dispute {version, reasonCode, comment}: the client supervisor disputes
 * approved work; it goes on hold with a dispute issue for the back office, named by the code,
 * the comment as its first message.
 */
import type { FastifyInstance } from 'fastify';
import { disputeDocumentBody } from '../../../../common/schemas/document.js';
import { requireReasonCode } from '../../../services/documents/reason-codes.js';
import { openIssue } from '../../../services/issues/open-issue.js';
import type { AppContext } from '../../../context.js';
import { transitionRoute } from '../../../http/transition-route.js';

export function disputeDocumentRoute(app: FastifyInstance, context: AppContext): void {
  transitionRoute(app, context, {
    summary: 'The client supervisor disputes approved work, with a reason code and a comment',
    name: 'dispute',
    body: disputeDocumentBody,
    apply: async (step) => {
      await requireReasonCode(step.db, step.body.reasonCode);
      await openIssue(step, step.body.reasonCode, step.body.comment, { type: 'dispute', waitingOn: 'back_office' });
      return {};
    },
    note: (body) => body.comment,
    reasonCode: (body) => body.reasonCode,
  });
}
