/** POST /api/documents/:id/submit: the assignee hands the keyed document to the DBS supervisor. */
import { emptyBody } from '../../../../common/schemas/document.js';
import { requireAssignee, type TransitionDef } from './transition.js';

export const submitDocument: TransitionDef<typeof emptyBody> = {
  name: 'submit',
  body: emptyBody,
  apply: (step) => {
    requireAssignee(step, 'submit');
    return {};
  },
};
