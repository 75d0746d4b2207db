/** POST /api/documents/:id/send-back {reason}: the DBS supervisor returns processed work to its DBO user. */
import { sendBackBody } from '../../../../common/schemas/document.js';
import type { TransitionDef } from './transition.js';

export const sendBackDocument: TransitionDef<typeof sendBackBody> = {
  name: 'send-back',
  body: sendBackBody,
  note: (body) => body.reason,
};
