/**
 * POST /api/documents/:id/raise-issue {version, type, subject?, message}: the assignee puts the
 * document on hold with an issue of a type (unreadable, page missing, question for the client,
 * other); the type decides whom it waits on, and names it when no subject is given.
 */
import type { FastifyInstance } from 'fastify';
import { raiseIssueBody } from '../../../../common/schemas/document.js';
import { ISSUE_TYPE_SUBJECTS, waitingOnFor } from '../../../../common/workflow.js';
import { openIssue } from '../../../services/issues/open-issue.js';
import { requireAssignee } from '../../../services/documents/run-transition.js';
import type { AppContext } from '../../../context.js';
import { transitionRoute } from '../../../http/transition-route.js';

export function raiseIssueRoute(app: FastifyInstance, context: AppContext): void {
  transitionRoute(app, context, {
    summary: 'The assignee puts the document on hold with an issue',
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
  });
}
