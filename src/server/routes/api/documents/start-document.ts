/** POST /api/documents/:id/start: the assignee starts keying the document. */
import { emptyBody } from '../../../../common/schemas/document.js';
import { requireAssignee, type TransitionDef } from './transition.js';

export const startDocument: TransitionDef<typeof emptyBody> = {
  name: 'start',
  body: emptyBody,
  apply: (step) => {
    requireAssignee(step, 'start');
    return {};
  },
};
