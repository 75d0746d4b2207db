/**
 * The sign-in store of SPEC section 3: the user, the roles and the last error, persisted in
 * local storage. `verified` is not persisted: it turns true only once the server has answered
 * the roles in this page's life, so the guard never trusts local storage alone.
 */
import { createStore } from 'zustand/vanilla';
import { createJSONStorage, persist } from 'zustand/middleware';
import type { Role } from '../../common/roles';
import type { UserRecord } from '../../common/user';
import type { SignInErrorInfo } from './auth-errors';

export interface SignInState {
  user: UserRecord | null;
  roles: Role[];
  error: SignInErrorInfo | null;
  verified: boolean;
  setUser(user: UserRecord): void;
  setError(error: SignInErrorInfo): void;
  /** The provider reports no user: forget the user and roles, keep the last error. */
  signedOut(): void;
  clear(): void;
}

export const SIGN_IN_STORAGE_KEY = 'dbbs.signIn';

export function createSignInStore(storage: () => Storage = () => localStorage) {
  return createStore<SignInState>()(
    persist(
      (set) => ({
        user: null,
        roles: [],
        error: null,
        verified: false,
        setUser: (user) => set({ user, roles: user.roles, error: null, verified: true }),
        setError: (error) => set({ user: null, roles: [], error, verified: false }),
        signedOut: () => set({ user: null, roles: [], verified: false }),
        clear: () => set({ user: null, roles: [], error: null, verified: false }),
      }),
      {
        name: SIGN_IN_STORAGE_KEY,
        storage: createJSONStorage(storage),
        partialize: ({ user, roles, error }) => ({ user, roles, error }),
      },
    ),
  );
}

export type SignInStore = ReturnType<typeof createSignInStore>;
