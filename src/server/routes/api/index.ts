/**
 * Every resource under /api, declared in one list (the OpenAPI document is built from the same
 * list). Each route authorizes through auth/authorize.ts; the authentication hook in
 * auth/authenticate.ts has already verified the token.
 */
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.js';
import { assignments } from './assignments.js';
import { auditEvents } from './audit-events.js';
import { content } from './content.js';
import { docItems } from './doc-items.js';
import { docItemRoutes } from './doc-items/index.js';
import { documentRoutes } from './documents/index.js';
import { documents } from './documents/documents.js';
import { apiDocs, openApiDocument } from '../../http/openapi.js';
import { issueMessages, issues } from './issues.js';
import { issueRoutes } from './issues/index.js';
import { notificationRoutes } from './notifications/index.js';
import { locations } from './locations.js';
import { registerResource } from '../../http/register-resource.js';
import { reportRoutes } from './reports/index.js';
import type { ResourceDef } from '../../http/resource.js';
import { settings } from './settings.js';
import { teamMembers, teams } from './teams.js';
import { tenants } from './tenants.js';
import { uploads } from './uploads/uploads.js';
import { userLocations, users } from './users.js';

export const RESOURCES: readonly ResourceDef[] = [
  tenants,
  locations,
  teams,
  teamMembers,
  users,
  userLocations,
  assignments,
  uploads,
  documents,
  docItems,
  issues,
  issueMessages,
  content,
  settings,
  auditEvents,
];

export async function apiRoutes(app: FastifyInstance, context: AppContext): Promise<void> {
  // Refine reads the total of a list from this header, across origins too.
  app.addHook('onSend', async (request, reply) => {
    if (request.url.startsWith('/api/')) reply.header('access-control-expose-headers', 'x-total-count');
  });
  for (const resource of RESOURCES) {
    if (resource === documents) documentRoutes(app, context);
    else registerResource(app, context, resource);
  }
  issueRoutes(app, context);
  notificationRoutes(app, context);
  docItemRoutes(app, context);
  reportRoutes(app, context);
  await apiDocs(app, openApiDocument(RESOURCES));
}
