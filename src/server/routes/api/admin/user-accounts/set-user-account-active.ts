/**
 * PATCH /api/admin/user-accounts/:id/active {active}: disabling also disables the Firebase
 * account and revokes its tokens (out on the next call); enabling gives the sign-in back.
 */
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { authorize } from '../../../../auth/authorize.js';
import { setSignInEnabled } from '../../../../auth/firebase.js';
import type { AppContext } from '../../../../context.js';
import { recordAudit } from '../../../../db/audit.js';
import { parseOr400 } from '../../../../errors.js';
import { accountInScope, accountView } from '../../../../services/accounts/user-accounts.js';
import { idParam } from '../../../../http/params.js';
import { assertNotLastAdministrator } from '../../../../services/accounts/last-administrator.js';
import { described } from '../../../../http/route-doc.js';

const activeBody = z.strictObject({ active: z.boolean() });

export function setUserAccountActiveRoute(app: FastifyInstance, context: AppContext): void {
  const { db, identity } = context;
  const setActiveDoc = described({
    summary: 'Activate or deactivate an account and its sign-in',
    action: 'users:update',
    tags: ['user-accounts'],
    body: activeBody,
  });
  app.patch('/api/admin/user-accounts/:id/active', setActiveDoc, async (request) => {
    const principal = await authorize(request, context, 'users:update');
    const id = idParam(request);
    const { active } = parseOr400(activeBody, request.body);
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
  });
}
