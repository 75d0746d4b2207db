/** POST /api/documents/:id/raise-issue {subject, message}: the assignee puts the document on hold with a question. */
import { raiseIssueBody } from '../../../../common/schemas/document.js';
import { openIssue } from './open-issue.js';
import { requireAssignee, type TransitionDef } from './transition.js';

export const raiseIssue: TransitionDef<typeof raiseIssueBody> = {
  name: 'raise-issue',
  body: raiseIssueBody,
  apply: async (step) => {
    requireAssignee(step, 'raise an issue on');
    await openIssue(step, step.body.subject, step.body.message);
    return {};
  },
  note: (body) => body.subject,
};
