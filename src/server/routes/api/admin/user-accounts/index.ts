/**
 * User accounts with their Firebase sign-in: the one write path of app_user (the generic
 * /api/users only reads). One operation per file; the shared SQL is services/user-accounts.ts.
 *   GET    /api/admin/user-accounts             the account list (list-user-accounts.ts)
 *   GET    /api/admin/user-accounts/:id         one account (get-user-account.ts)
 *   POST   /api/admin/user-accounts             create, with an initial password (create-user-account.ts)
 *   PATCH  /api/admin/user-accounts/:id         edit record, locations, team (edit-user-account.ts)
 *   PATCH  /api/admin/user-accounts/:id/active  disable or enable (set-user-account-active.ts)
 *   DELETE /api/admin/user-accounts/:id         delete (delete-user-account.ts)
 * Every operation applies the caller's data scope: an account outside it is 404. Nobody may
 * disable, delete, or take the administrator role from the last active administrator
 * (../last-administrator.ts).
 */
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../../../context.js';
import { createUserAccountRoute } from './create-user-account.js';
import { deleteUserAccountRoute } from './delete-user-account.js';
import { editUserAccountRoute } from './edit-user-account.js';
import { getUserAccountRoute } from './get-user-account.js';
import { listUserAccountsRoute } from './list-user-accounts.js';
import { setUserAccountActiveRoute } from './set-user-account-active.js';

export function userAccountRoutes(app: FastifyInstance, context: AppContext): void {
  listUserAccountsRoute(app, context);
  getUserAccountRoute(app, context);
  createUserAccountRoute(app, context);
  editUserAccountRoute(app, context);
  setUserAccountActiveRoute(app, context);
  deleteUserAccountRoute(app, context);
}
