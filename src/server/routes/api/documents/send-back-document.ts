/**
 * POST /api/documents/:id/send-back {version, reasonCode, comment}: the DBS supervisor returns
 * processed work to its DBO user with a code from the settings and a comment; the DBO sees both
 * in their queue and on the processing screen until they submit again.
 */
import type { FastifyInstance } from 'fastify';
import { sendBackBody } from '../../../../common/schemas/document.js';
import { requireReasonCode } from '../../../services/documents/reason-codes.js';
import type { AppContext } from '../../../context.js';
import { transitionRoute } from '../../../http/transition-route.js';

export function sendBackDocumentRoute(app: FastifyInstance, context: AppContext): void {
  transitionRoute(app, context, {
    summary: 'Return processed work to its DBO user with a reason code and a comment',
    name: 'send-back',
    body: sendBackBody,
    apply: async ({ db, body, now }) => {
      await requireReasonCode(db, body.reasonCode);
      return { sent_back_code: body.reasonCode, sent_back_reason: body.comment, sent_back_at: now };
    },
    note: (body) => body.comment,
    reasonCode: (body) => body.reasonCode,
  });
}
