/** GET /api/admin/user-accounts/:id: one account with its locations and team, if in scope. */
import type { FastifyInstance } from 'fastify';
import { authorize } from '../../../../auth/authorize.js';
import type { AppContext } from '../../../../context.js';
import { accountInScope, accountView } from '../../../../services/accounts/user-accounts.js';
import { idParam } from '../../../../http/params.js';
import { described } from '../../../../http/route-doc.js';
import { userAccountView } from '../../../../../common/schemas/user.js';

export function getUserAccountRoute(app: FastifyInstance, context: AppContext): void {
  const getAccountDoc = described({
    summary: 'One account in your scope',
    action: 'users:read',
    tags: ['user-accounts'],
    answer: userAccountView,
  });
  app.get('/api/admin/user-accounts/:id', getAccountDoc, async (request) => {
    const principal = await authorize(request, context, 'users:read');
    const id = idParam(request);
    await accountInScope(context.db, principal, id);
    return accountView(context.db, id);
  });
}
