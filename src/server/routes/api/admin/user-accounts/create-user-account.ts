/**
 * POST /api/admin/user-accounts: the Firebase account and the record; answers the account with
 * an initial password, shown to the administrator once. The account's tenant must be within
 * the caller's scope.
 */
import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { API_PATHS } from '../../../../../common/api-paths.js';
import { userAccountCreate, userAccountView } from '../../../../../common/schemas/user.js';
import { fieldText } from '../../../../api-texts.js';
import type { AppContext } from '../../../../context.js';
import { changedFields, recordAudit } from '../../../../db/audit.js';
import { HttpError } from '../../../../errors.js';
import {
  accountView,
  auditedFields,
  checkTenantInScope,
  initialPassword,
} from '../../../../services/accounts/user-accounts.js';
import { route } from '../../../../http/route.js';

export function createUserAccountRoute(app: FastifyInstance, context: AppContext): void {
  const { db, identity } = context;
  route(app, context, {
    method: 'POST',
    url: API_PATHS.admin.userAccounts,
    action: 'users:create',
    summary: 'Create an account with its Firebase sign-in',
    tags: ['user-accounts'],
    body: userAccountCreate,
    answer: userAccountView,
    status: 201,
    handle: async ({ principal, body }, _request, reply) => {
      await checkTenantInScope(db, principal, body.tenantId ?? null);
      const existing = await db.selectFrom('app_user').select('id').where('email', '=', body.email).executeTakeFirst();
      if (existing)
        throw new HttpError(409, 'emailInUse', {
          params: { email: body.email },
          fields: { email: [fieldText('alreadyInUse')] },
        });
      const password = initialPassword();
      // The administrator vouches for the email and hands the password over in person, so the
      // account is verified: the rights granted here apply from the first sign-in.
      let uid: string;
      try {
        uid = (
          await identity.auth.createUser({
            email: body.email,
            password,
            displayName: body.name,
            emailVerified: true,
            disabled: body.active === false,
          })
        ).uid;
      } catch (error) {
        const code = (error as { code?: string }).code ?? '';
        if (code.includes('email-already-exists')) {
          // A sign-in without a record (made by hand, say): give it the new password and the record.
          uid = (await identity.auth.getUserByEmail(body.email)).uid;
          await identity.auth.updateUser(uid, {
            password,
            displayName: body.name,
            emailVerified: true,
            disabled: body.active === false,
          });
          // Whoever made that sign-in is signed out: from now on only the password given here works.
          await identity.auth.revokeRefreshTokens(uid);
        } else throw new HttpError(400, 'signInAccountFailed', { params: { reason: (error as Error).message } });
      }
      const now = new Date().toISOString();
      const id = randomUUID();
      const stored = {
        id,
        email: body.email,
        name: body.name,
        roles: JSON.stringify(body.roles),
        tenant_id: body.tenantId ?? null,
        active: body.active === false ? 0 : 1,
        created_at: now,
      };
      await db.transaction().execute(async (trx) => {
        await trx.insertInto('app_user').values(stored).execute();
        await recordAudit(
          trx,
          {
            actor: principal,
            entity: 'user',
            entityId: id,
            action: 'create',
            tenantId: body.tenantId ?? null,
            changes: changedFields(undefined, { email: stored.email, ...auditedFields(stored) }),
          },
          now,
        );
      });
      return reply.code(201).send({ ...(await accountView(db, id)), uid, initialPassword: password });
    },
  });
}
