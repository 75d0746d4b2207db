/**
 * POST /api/authuser {uid: email}: the signed-in user's record with its roles (SPEC section 7).
 * Only the owner of the email may ask: the verified token must carry that same email. A first
 * sign-in makes the person a guest; a token whose email is not verified is answered a guest's
 * roles, whatever the record holds, as every other route treats it.
 */
import type { FastifyInstance } from 'fastify';
import { API_PATHS } from '../../../common/api-paths.js';
import { authUserRequest, userRecord } from '../../../common/user.js';
import { UNVERIFIED_ROLES } from '../../auth/authorize.js';
import { HttpError } from '../../errors.js';
import type { AppContext } from '../../context.js';
import { route } from '../../http/route.js';
import { userForSignIn } from '../../services/accounts/first-sign-in.js';
import { tellAdministratorsOfSignUp } from '../../services/accounts/sign-up-notice.js';
import { portalUrl } from '../../http/portal-url.js';
import { pageById } from '../../../common/pages.js';

/** `appUrl`: the portal's address for the administrators' link (http/portal-url.ts). */
export function authUserRoutes(app: FastifyInstance, context: AppContext, appUrl?: string): void {
  route(app, context, {
    method: 'POST',
    url: API_PATHS.authUser,
    action: 'signed-in',
    summary: "The signed-in user's record and roles; uid must be the token's own email",
    body: authUserRequest,
    answer: userRecord,
    handle: async ({ caller, body: { uid } }, request) => {
      if (!caller.email || caller.email !== uid) {
        throw new HttpError(403, 'uidMismatch');
      }
      const user = await userForSignIn(context.db, { email: uid, name: caller.name }, (guest) => {
        // The answer does not wait for the administrators' mail, nor fails with it.
        const link = portalUrl(request, appUrl, pageById('adUserAccounts')?.path ?? '/');
        tellAdministratorsOfSignUp(context.db, context.mail, guest, link).catch((error: unknown) =>
          request.log.error({ err: error }, 'the sign-up mail to administrators was not sent'),
        );
      });
      if (!user.active) throw new HttpError(403, 'accountDisabled');
      return caller.emailVerified ? user : { ...user, roles: [...UNVERIFIED_ROLES], tenantId: null };
    },
  });
}
