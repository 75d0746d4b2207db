/**
 * Refine's auth provider over the session. After sign-in the app goes to `/`, where the guard
 * sends the user to the first permitted page as soon as the policy is in.
 */
import type { AuthProvider } from '@refinedev/core';
import { LOGIN_PATH } from '../../common/pages';
import { SignInError } from './auth-errors';
import { forgetPolicy } from './policy-client';
import { session, signInStore } from './services';

export const authProvider: AuthProvider = {
  login: async ({ email, password }: { email: string; password: string }) => {
    try {
      await session.signIn(email, password);
      return { success: true, redirectTo: '/' };
    } catch (error) {
      const message = error instanceof SignInError ? error.info.message : String(error);
      return { success: false, error: { name: 'SignInError', message } };
    }
  },
  logout: async () => {
    await session.signOut();
    forgetPolicy();
    return { success: true, redirectTo: LOGIN_PATH };
  },
  check: async () => {
    await session.ready();
    return signInStore.getState().user ? { authenticated: true } : { authenticated: false, redirectTo: LOGIN_PATH };
  },
  getIdentity: async () => signInStore.getState().user,
  getPermissions: async () => signInStore.getState().roles,
  onError: async (error: { statusCode?: number }) => (error?.statusCode === 401 ? { logout: true } : {}),
};
