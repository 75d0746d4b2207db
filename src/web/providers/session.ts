/**
 * Sign-in, sign-out and the roles reload of SPEC section 4, over Firebase Auth and
 * POST /api/authuser. Kept apart from React so the auth provider and the tests share it.
 */
import {
  onAuthStateChanged,
  signInWithEmailAndPassword,
  signOut as providerSignOut,
  validatePassword,
  type Auth,
  type User,
  type UserCredential,
} from 'firebase/auth';
import { API_PATHS } from '../../common/api-paths';
import type { UserRecord } from '../../common/user';
import { asUserRecord } from '../../common/user-record';
import { notAValidUserId, SignInError, toSignInError, userNotFound } from './auth-errors';
import type { SignInStore } from './auth-store';

export interface Session {
  signIn(email: string, password: string): Promise<UserRecord>;
  /**
   * Any other way in (a link, Google, a new account): runs the provider's call, then loads the
   * roles as a password sign-in does; a failure is stored and leaves the person signed out.
   * The password is given where the call used one, for the policy refresh on its failure.
   */
  signInWith(provider: () => Promise<UserCredential>, password?: string): Promise<UserRecord>;
  signOut(): Promise<void>;
  /** Resolves once Firebase has restored any session and its roles reload has settled. */
  ready(): Promise<void>;
  idToken(): Promise<string | undefined>;
}

export async function fetchAuthUser(user: User | null, fetchImpl: typeof fetch = fetch): Promise<UserRecord> {
  if (!user) throw userNotFound();
  if (!user.email) throw notAValidUserId(user.uid);
  // A person who verified their email elsewhere (the link in the provider's email) is
  // verified from the next load on: a token that still says otherwise is renewed once the
  // provider's record, re-read, says so.
  let token = await user.getIdToken();
  if (typeof user.getIdTokenResult === 'function') {
    const { claims } = await user.getIdTokenResult();
    if (claims.email_verified !== true) {
      if (!user.emailVerified) await user.reload().catch(() => undefined);
      if (user.emailVerified) token = await user.getIdToken(true);
    }
  }
  // The token of the user signing in, who is not the session's user yet.
  const response = await fetchImpl(API_PATHS.authUser, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ uid: user.email }),
  });
  if (response.status === 404) throw userNotFound();
  const body: unknown = await response.json().catch(() => null);
  if (!response.ok) {
    const message = (body as { message?: string } | null)?.message ?? `HTTP ${response.status}`;
    throw new SignInError({ key: response.status === 403 ? 'forbidden' : 'server', message });
  }
  return asUserRecord(body);
}

export function createSession(auth: Auth, store: SignInStore): Session {
  let reload: Promise<void> = Promise.resolve();
  /** A sign-in under way fetches the roles itself; the provider's report of it waits for that. */
  let signingIn: Promise<unknown> | undefined;

  const load = async (user: User | null) => {
    try {
      store.getState().setUser(await fetchAuthUser(user));
    } catch (error) {
      store.getState().setError(toSignInError(error));
      await providerSignOut(auth);
    }
  };

  // The same reload runs whenever Firebase reports a signed-in user (SPEC section 4). A report
  // of no user keeps the last error, so a failed sign-in stays visible.
  let reportFirst: () => void = () => {};
  const firstReport = new Promise<void>((resolve) => (reportFirst = resolve));
  onAuthStateChanged(auth, (user) => {
    if (user && signingIn)
      reload = signingIn.then(
        () => undefined,
        () => undefined,
      );
    else reload = user ? load(user) : Promise.resolve(store.getState().signedOut());
    void reload.then(reportFirst);
  });

  const signInNow = async (provider: () => Promise<UserCredential>, password?: string): Promise<UserRecord> => {
    try {
      const credential = await provider();
      const record = await fetchAuthUser(credential.user);
      store.getState().setUser(record);
      return record;
    } catch (error) {
      const info = toSignInError(error);
      if (info.code === 'auth/password-does-not-meet-requirements' && password !== undefined) {
        // Refreshes the provider's cached password policy, so the next check uses the new one.
        await validatePassword(auth, password).catch(() => undefined);
      }
      store.getState().setError(info);
      if (auth.currentUser) await providerSignOut(auth);
      throw new SignInError(info);
    }
  };

  const signInWith = async (provider: () => Promise<UserCredential>, password?: string): Promise<UserRecord> => {
    const attempt = signInNow(provider, password);
    signingIn = attempt;
    try {
      return await attempt;
    } finally {
      if (signingIn === attempt) signingIn = undefined;
    }
  };

  return {
    signIn: (email, password) => signInWith(() => signInWithEmailAndPassword(auth, email.trim(), password), password),
    signInWith,
    async signOut() {
      await providerSignOut(auth);
      store.getState().clear();
    },
    async ready() {
      await firstReport;
      await reload;
    },
    async idToken() {
      return auth.currentUser?.getIdToken();
    },
  };
}
