/**
 * DELETE /api/admin/user-accounts/:id: the account and its location and team memberships, in
 * one audited transaction; then its sign-in is disabled and its tokens revoked. An account
 * other records still name (a team it supervises, say) stays: 409. Answers the account as it was.
 */
import type { FastifyInstance } from 'fastify';
import { API_PATHS } from '../../../../../common/api-paths.js';
import { userAccountView } from '../../../../../common/schemas/user.js';
import { setSignInEnabled } from '../../../../auth/firebase.js';
import type { AppContext } from '../../../../context.js';
import { changedFields, recordAudit } from '../../../../db/audit.js';
import { writeOr409 } from '../../../../db/db-errors.js';
import { accountInScope, accountView, auditedFields } from '../../../../services/accounts/user-accounts.js';
import { assertNotLastAdministrator } from '../../../../services/accounts/last-administrator.js';
import { route } from '../../../../http/route.js';

export function deleteUserAccountRoute(app: FastifyInstance, context: AppContext): void {
  const { db, identity } = context;
  route(app, context, {
    method: 'DELETE',
    url: API_PATHS.admin.userAccount,
    action: 'users:delete',
    summary: 'Delete an account and disable its sign-in (never the last administrator)',
    tags: ['user-accounts'],
    answer: userAccountView,
    handle: async ({ principal, id }) => {
      const now = new Date().toISOString();
      const removed = await writeOr409(() =>
        db.transaction().execute(async (trx) => {
          const row = await accountInScope(trx, principal, id);
          await assertNotLastAdministrator(trx, row, { deleted: true });
          const view = await accountView(trx, id);
          await trx.deleteFrom('user_location').where('user_id', '=', id).execute();
          await trx.deleteFrom('team_member').where('user_id', '=', id).execute();
          await trx.deleteFrom('app_user').where('id', '=', id).execute();
          await recordAudit(
            trx,
            {
              actor: principal,
              entity: 'user',
              entityId: id,
              action: 'delete',
              tenantId: row.tenant_id,
              changes: changedFields({ email: row.email, ...auditedFields(row) }, undefined),
            },
            now,
          );
          return view;
        }),
      );
      // A deleted account signs in no more: its sign-in is disabled and its tokens revoked.
      await setSignInEnabled(identity, removed.email, false);
      return removed;
    },
  });
}
