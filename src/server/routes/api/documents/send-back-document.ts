/**
 * POST /api/documents/:id/send-back {version, reason}: the DBS supervisor returns processed
 * work to its DBO user, who sees the reason in their queue until they submit again.
 */
import { sendBackBody } from '../../../../common/schemas/document.js';
import type { TransitionDef } from './transition.js';

export const sendBackDocument: TransitionDef<typeof sendBackBody> = {
  name: 'send-back',
  body: sendBackBody,
  apply: ({ body, now }) => ({ sent_back_reason: body.reason, sent_back_at: now }),
  note: (body) => body.reason,
};
