/**
 * /api/api-keys: a tenant's keys for machines. Administrators manage any tenant's (tenantId),
 * client HQ its own; the secret is in the creation answer only. Every write is audited.
 */
import type { FastifyInstance } from 'fastify';
import { API_PATHS } from '../../../../common/api-paths.js';
import {
  apiKeyCreate,
  apiKeyCreated,
  apiKeyList,
  apiKeyTenantQuery,
  apiKeyView,
} from '../../../../common/schemas/api-key.js';
import type { AppContext } from '../../../context.js';
import { route } from '../../../http/route.js';
import { createApiKey } from '../../../services/api-keys/create-api-key.js';
import { listApiKeys } from '../../../services/api-keys/list-api-keys.js';
import { revokeApiKey } from '../../../services/api-keys/revoke-api-key.js';

export function apiKeyRoutes(app: FastifyInstance, context: AppContext): void {
  const { db } = context;
  route(app, context, {
    method: 'GET',
    url: API_PATHS.apiKeys.list,
    action: 'api-keys:read',
    summary: "A client company's API keys (never their secrets), newest first",
    query: apiKeyTenantQuery,
    answer: apiKeyList,
    handle: async ({ principal, query }) => ({ keys: await listApiKeys(db, principal, query.tenantId) }),
  });

  route(app, context, {
    method: 'POST',
    url: API_PATHS.apiKeys.list,
    action: 'api-keys:create',
    summary: 'Create an API key: the answer carries its secret, shown this once (only its hash is kept)',
    body: apiKeyCreate,
    answer: apiKeyCreated,
    status: 201,
    handle: async ({ principal, body }, _request, reply) => {
      const created = await createApiKey(db, principal, body);
      return reply.code(201).send(created);
    },
  });

  route(app, context, {
    method: 'POST',
    url: API_PATHS.apiKeys.revoke,
    action: 'api-keys:delete',
    summary: 'Revoke an API key: it is refused from now on',
    optionalBody: true,
    answer: apiKeyView,
    handle: ({ principal, id }) => revokeApiKey(db, principal, id),
  });
}
