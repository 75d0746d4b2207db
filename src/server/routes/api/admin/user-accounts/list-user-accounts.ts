/**
 * GET /api/admin/user-accounts: the account list as the screen shows it (roles, company,
 * locations and team with their names), paged, sorted and filtered as simple-rest asks, the
 * total in x-total-count; only the accounts within the caller's scope.
 */
import type { FastifyInstance } from 'fastify';
import { API_PATHS } from '../../../../../common/api-paths.js';
import type { AppContext } from '../../../../context.js';
import { listAccounts } from '../../../../services/accounts/user-accounts.js';
import { route } from '../../../../http/route.js';
import { z } from 'zod';
import { ROLES } from '../../../../../common/roles.js';
import { userAccountRecord, userAccountRow } from '../../../../../common/schemas/user.js';

export function listUserAccountsRoute(app: FastifyInstance, context: AppContext): void {
  route(app, context, {
    method: 'GET',
    url: API_PATHS.admin.userAccounts,
    action: 'users:read',
    summary: 'User accounts in your scope, with company, locations and team (x-total-count)',
    tags: ['user-accounts'],
    // The roles filter is read with the record's filters by listAccounts, which refuses the rest.
    list: {
      record: userAccountRecord,
      search: ['email', 'name'],
      filters: z.object({ roles: z.array(z.enum(ROLES)).optional().describe('Accounts holding any of these roles') }),
    },
    answer: userAccountRow.array(),
    handle: async ({ principal }, request, reply) => {
      const { total, rows } = await listAccounts(context.db, principal, request.query as Record<string, unknown>);
      reply.header('x-total-count', String(total));
      return rows;
    },
  });
}
