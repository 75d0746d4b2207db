/**
 * GET /api/admin/user-accounts: the account list as the screen shows it (roles, company,
 * locations and team with their names), paged, sorted and filtered as simple-rest asks, the
 * total in x-total-count; only the accounts within the caller's scope.
 */
import type { FastifyInstance } from 'fastify';
import { authorize } from '../../../../auth/authorize.js';
import type { AppContext } from '../../../../context.js';
import { listAccounts } from '../../../../services/accounts/user-accounts.js';
import { described } from '../../../../http/route-doc.js';
import { z } from 'zod';
import { ROLES } from '../../../../../common/roles.js';
import { userAccountRecord, userAccountRow } from '../../../../../common/schemas/user.js';

export function listUserAccountsRoute(app: FastifyInstance, context: AppContext): void {
  const listAccountsDoc = described({
    summary: 'User accounts in your scope, with company, locations and team (x-total-count)',
    action: 'users:read',
    tags: ['user-accounts'],
    list: { record: userAccountRecord, search: ['email', 'name'] },
    query: z.object({ roles: z.array(z.enum(ROLES)).optional().describe('Accounts holding any of these roles') }),
    answer: userAccountRow.array(),
  });
  app.get('/api/admin/user-accounts', listAccountsDoc, async (request, reply) => {
    const principal = await authorize(request, context, 'users:read');
    const { total, rows } = await listAccounts(context.db, principal, request.query as Record<string, unknown>);
    reply.header('x-total-count', String(total));
    return rows;
  });
}
