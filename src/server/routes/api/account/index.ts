/**
 * /api/account: the signed-in person's own account ("My account"): read, change name and
 * language, and sign out everywhere. Every one acts on the token's own user only.
 */
import type { FastifyInstance } from 'fastify';
import { API_PATHS } from '../../../../common/api-paths.js';
import { accountUpdate, accountView, signOutEverywhereAnswer } from '../../../../common/schemas/account.js';
import type { AppContext } from '../../../context.js';
import { recordAudit } from '../../../db/audit.js';
import { route } from '../../../http/route.js';
import { ownAccount, updateOwnAccount } from '../../../services/accounts/own-account.js';

export function accountRoutes(app: FastifyInstance, context: AppContext): void {
  const { db, identity } = context;
  route(app, context, {
    method: 'GET',
    url: API_PATHS.account.one,
    action: 'account:read',
    summary: 'My own account: name, language, roles',
    answer: accountView,
    handle: ({ principal }) => ownAccount(db, principal.id),
  });

  route(app, context, {
    method: 'PATCH',
    url: API_PATHS.account.one,
    action: 'account:update',
    summary: 'Change my own name or language',
    body: accountUpdate,
    answer: accountView,
    handle: ({ principal, body }) => updateOwnAccount(db, principal, body),
  });

  route(app, context, {
    method: 'POST',
    url: API_PATHS.account.signOutEverywhere,
    action: 'account:sign-out',
    summary: "Revoke every refresh token of my sign-in: every device's session ends",
    optionalBody: true,
    answer: signOutEverywhereAnswer,
    handle: async ({ principal, caller }) => {
      // The token's own sign-in, by uid: the ID tokens issued before now are refused from here
      // on, because the authentication hook verifies every token with its revocation.
      await identity.auth.revokeRefreshTokens(caller.uid);
      const revokedAt = new Date().toISOString();
      await recordAudit(db, {
        actor: principal,
        entity: 'user',
        entityId: principal.id,
        action: 'sign-out-everywhere',
        tenantId: principal.tenantId,
      });
      return { revokedAt };
    },
  });
}
