/**
 * PATCH /api/admin/user-accounts/:id/active {active}: disabling also disables the Firebase
 * account and revokes its tokens (out on the next call); enabling gives the sign-in back.
 */
import type { FastifyInstance } from 'fastify';
import { API_PATHS } from '../../../../../common/api-paths.js';
import { userAccountView } from '../../../../../common/schemas/user.js';
import { z } from 'zod';
import { setSignInEnabled } from '../../../../auth/firebase.js';
import type { AppContext } from '../../../../context.js';
import { recordAudit } from '../../../../db/audit.js';
import { accountInScope, accountView } from '../../../../services/accounts/user-accounts.js';
import { assertNotLastAdministrator } from '../../../../services/accounts/last-administrator.js';
import { route } from '../../../../http/route.js';

const activeBody = z.strictObject({ active: z.boolean() });

export function setUserAccountActiveRoute(app: FastifyInstance, context: AppContext): void {
  const { db, identity } = context;
  route(app, context, {
    method: 'PATCH',
    url: API_PATHS.admin.userAccountActive,
    action: 'users:update',
    summary: 'Activate or deactivate an account and its sign-in',
    tags: ['user-accounts'],
    body: activeBody,
    answer: userAccountView,
    handle: async ({ principal, id, body: { active } }) => {
      const row = await accountInScope(db, principal, id);
      const now = new Date().toISOString();
      await db.transaction().execute(async (trx) => {
        await assertNotLastAdministrator(trx, row, { active });
        await trx
          .updateTable('app_user')
          .set({ active: active ? 1 : 0 })
          .where('id', '=', id)
          .execute();
        await recordAudit(
          trx,
          {
            actor: principal,
            entity: 'user',
            entityId: id,
            action: active ? 'enable' : 'disable',
            fromState: row.active === 1 ? 'active' : 'disabled',
            toState: active ? 'active' : 'disabled',
            tenantId: row.tenant_id,
          },
          now,
        );
      });
      // The record already refuses the account; the sign-in follows so no token outlives it.
      await setSignInEnabled(identity, row.email, active);
      return accountView(db, id);
    },
  });
}
