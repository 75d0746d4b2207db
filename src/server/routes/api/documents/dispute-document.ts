/** POST /api/documents/:id/dispute {version, reason}: the client supervisor disputes approved work; it goes on hold with an issue. */
import { disputeDocumentBody } from '../../../../common/schemas/document.js';
import { openIssue } from './open-issue.js';
import type { TransitionDef } from './transition.js';

export const disputeDocument: TransitionDef<typeof disputeDocumentBody> = {
  name: 'dispute',
  body: disputeDocumentBody,
  apply: async (step) => {
    await openIssue(step, 'Disputed by the client', step.body.reason);
    return {};
  },
  note: (body) => body.reason,
};
