/** The resolution center's operations on issues (/api/issues/...), one file each. */
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../../context.js';
import { addIssueMessageRoute } from './add-issue-message.js';
import { listIssueInboxRoute } from './list-issue-inbox.js';
import { markIssueReadRoute } from './mark-issue-read.js';
import { reopenIssueRoute } from './reopen-issue.js';
import { resolveIssueRoute } from './resolve-issue.js';
import { showIssueThreadRoute } from './show-issue-thread.js';

export function issueRoutes(app: FastifyInstance, context: AppContext): void {
  listIssueInboxRoute(app, context);
  showIssueThreadRoute(app, context);
  markIssueReadRoute(app, context);
  addIssueMessageRoute(app, context);
  resolveIssueRoute(app, context);
  reopenIssueRoute(app, context);
}
