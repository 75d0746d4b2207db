/** GET /api/admin/user-accounts/:id: one account with its locations and team, if in scope. */
import type { FastifyInstance } from 'fastify';
import { API_PATHS } from '../../../../../common/api-paths.js';
import type { AppContext } from '../../../../context.js';
import { accountInScope, accountView } from '../../../../services/accounts/user-accounts.js';
import { route } from '../../../../http/route.js';
import { userAccountView } from '../../../../../common/schemas/user.js';

export function getUserAccountRoute(app: FastifyInstance, context: AppContext): void {
  route(app, context, {
    method: 'GET',
    url: API_PATHS.admin.userAccount,
    action: 'users:read',
    summary: 'One account in your scope',
    tags: ['user-accounts'],
    answer: userAccountView,
    handle: async ({ principal, id }) => {
      await accountInScope(context.db, principal, id);
      return accountView(context.db, id);
    },
  });
}
