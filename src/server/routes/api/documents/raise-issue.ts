/**
 * POST /api/documents/:id/raise-issue {version, type, subject?, message}: the assignee puts the
 * document on hold with an issue of a type (unreadable, page missing, question for the client,
 * other); the type decides whom it waits on, and names it when no subject is given.
 */
import { raiseIssueBody } from '../../../../common/schemas/document.js';
import { ISSUE_TYPE_SUBJECTS, waitingOnFor } from '../../../../common/workflow.js';
import { openIssue } from '../../../services/issues/open-issue.js';
import { requireAssignee, type TransitionDef } from './transition.js';

export const raiseIssue: TransitionDef<typeof raiseIssueBody> = {
  name: 'raise-issue',
  body: raiseIssueBody,
  apply: async (step) => {
    requireAssignee(step, 'raise an issue on');
    const { type, subject, message } = step.body;
    await openIssue(step, subject ?? ISSUE_TYPE_SUBJECTS[type], message, {
      type,
      waitingOn: waitingOnFor(type),
    });
    return {};
  },
  note: (body) => body.subject ?? ISSUE_TYPE_SUBJECTS[body.type],
};
