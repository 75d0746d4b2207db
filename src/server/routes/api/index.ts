/**
 * The resources under /api (flat, scoped, audited CRUD: each file declares its resource and
 * registers it through http/register-resource.ts) and the document, item, issue, notification
 * and report routes. Each route authorizes through its declaration (http/route.ts); the
 * authentication hook in auth/authenticate.ts has already verified the token.
 */
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.js';
import { accountRoutes } from './account/index.js';
import { apiKeyRoutes } from './api-keys/index.js';
import { assignmentResourceRoutes } from './assignments.js';
import { auditEventResourceRoutes } from './audit-events.js';
import { contentResourceRoutes } from './content.js';
import { docItemResourceRoutes } from './doc-items.js';
import { docItemRoutes } from './doc-items/index.js';
import { documentRoutes } from './documents/index.js';
import { exportRoutes } from './exports/index.js';
import { issueResourceRoutes } from './issues.js';
import { issueRoutes } from './issues/index.js';
import { locationResourceRoutes } from './locations.js';
import { notificationRoutes } from './notifications/index.js';
import { reportRoutes } from './reports/index.js';
import { settingResourceRoutes } from './settings.js';
import { syncRoutes } from './sync/documents.js';
import { teamResourceRoutes } from './teams.js';
import { tenantResourceRoutes } from './tenants.js';
import { userResourceRoutes } from './users.js';

export function apiRoutes(app: FastifyInstance, context: AppContext): void {
  tenantResourceRoutes(app, context);
  locationResourceRoutes(app, context);
  teamResourceRoutes(app, context);
  userResourceRoutes(app, context);
  assignmentResourceRoutes(app, context);
  documentRoutes(app, context);
  docItemResourceRoutes(app, context);
  issueResourceRoutes(app, context);
  contentResourceRoutes(app, context);
  settingResourceRoutes(app, context);
  auditEventResourceRoutes(app, context);
  issueRoutes(app, context);
  notificationRoutes(app, context);
  docItemRoutes(app, context);
  reportRoutes(app, context);
  exportRoutes(app, context);
  accountRoutes(app, context);
  apiKeyRoutes(app, context);
  syncRoutes(app, context);
}
