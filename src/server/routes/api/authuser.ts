/**
 * POST /api/authuser {uid: email}: the signed-in user's record with its roles (SPEC section 7).
 * Only the owner of the email may ask: the verified token must carry that same email.
 */
import type { FastifyInstance } from 'fastify';
import { authUserRequest, userRecord } from '../../../common/user.js';
import { requireCaller } from '../../auth/authenticate.js';
import { findUserByEmail } from '../../db/users.js';
import { HttpError, parseOr400 } from '../../errors.js';
import type { AppContext } from '../../context.js';
import { described } from '../../http/route-doc.js';

export function authUserRoutes(app: FastifyInstance, { db }: AppContext): void {
  const authUserDoc = described({
    summary: "The signed-in user's record and roles; uid must be the token's own email",
    action: 'signed-in',
    tags: ['authuser'],
    body: authUserRequest,
    answer: userRecord,
  });
  app.post('/api/authuser', authUserDoc, async (request) => {
    const caller = requireCaller(request);
    const { uid } = parseOr400(authUserRequest, request.body);
    if (!caller.email || caller.email !== uid) {
      throw new HttpError(403, 'uidMismatch');
    }
    const user = await findUserByEmail(db, uid);
    if (!user) throw new HttpError(404, 'userNotFound');
    if (!user.active) throw new HttpError(403, 'accountDisabled');
    return user;
  });
}
