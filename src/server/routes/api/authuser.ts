/**
 * POST /api/authuser {uid: email}: the signed-in user's record with its roles (SPEC section 7).
 * Only the owner of the email may ask: the verified token must carry that same email.
 */
import type { FastifyInstance } from 'fastify';
import { API_PATHS } from '../../../common/api-paths.js';
import { authUserRequest, userRecord } from '../../../common/user.js';
import { findUserByEmail } from '../../db/users.js';
import { HttpError } from '../../errors.js';
import type { AppContext } from '../../context.js';
import { route } from '../../http/route.js';

export function authUserRoutes(app: FastifyInstance, context: AppContext): void {
  route(app, context, {
    method: 'POST',
    url: API_PATHS.authUser,
    action: 'signed-in',
    summary: "The signed-in user's record and roles; uid must be the token's own email",
    body: authUserRequest,
    answer: userRecord,
    handle: async ({ caller, body: { uid } }) => {
      if (!caller.email || caller.email !== uid) {
        throw new HttpError(403, 'uidMismatch');
      }
      const user = await findUserByEmail(context.db, uid);
      if (!user) throw new HttpError(404, 'userNotFound');
      if (!user.active) throw new HttpError(403, 'accountDisabled');
      return user;
    },
  });
}
