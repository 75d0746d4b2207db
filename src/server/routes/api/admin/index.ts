/**
 * The administration area's own API under /api/admin: what the generic resources cannot do
 * (the access-policy editor, Firebase accounts behind user records, the home page's counts).
 * Every route is declared through http/route.ts, which authorizes it with its action of
 * policies/api-actions.json.
 */
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../../context.js';
import { policyEditorRoutes } from './policy.js';
import { adminSummaryRoutes } from './summary.js';
import { userAccountRoutes } from './user-accounts/index.js';

export function adminRoutes(app: FastifyInstance, context: AppContext): void {
  policyEditorRoutes(app, context);
  userAccountRoutes(app, context);
  adminSummaryRoutes(app, context);
}
