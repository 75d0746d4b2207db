/**
 * The administration area's own API under /api/admin: what the generic resources cannot do
 * (the access-policy editor, Firebase accounts behind user records, the home page's counts,
 * the text backfill).
 * Every route is declared through http/route.ts, which authorizes it with its action of
 * policies/api-actions.json.
 */
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../../context.js';
import type { TextJobs } from '../../../text/text-jobs.js';
import { policyEditorRoutes } from './policy.js';
import { adminSummaryRoutes } from './summary.js';
import { textBackfillRoutes } from './text-backfill.js';
import { userAccountRoutes } from './user-accounts/index.js';

export function adminRoutes(app: FastifyInstance, context: AppContext, textJobs: TextJobs): void {
  policyEditorRoutes(app, context);
  userAccountRoutes(app, context);
  adminSummaryRoutes(app, context);
  textBackfillRoutes(app, context, textJobs);
}
