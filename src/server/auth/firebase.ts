/**
 * The server side of Firebase Authentication. With FIREBASE_AUTH_EMULATOR_HOST set (development
 * and tests only: production refuses it) the admin SDK talks to the local emulator.
 */
import { getApps, initializeApp, type App } from 'firebase-admin/app';
import { getAuth, type Auth, type DecodedIdToken } from 'firebase-admin/auth';

export interface IdentityProvider {
  /** Verifies an ID token, revocation included; throws when it is not valid. */
  verify(token: string): Promise<DecodedIdToken>;
  auth: Auth;
}

/**
 * Enables or disables a person's sign-in account. Disabling also revokes the refresh tokens, so
 * no token outlives the account's user record (which already refuses it on the next request).
 * An email with no sign-in account (a record made before its account) is nothing to change.
 */
export async function setSignInEnabled(identity: IdentityProvider, email: string, enabled: boolean): Promise<void> {
  try {
    const { uid } = await identity.auth.getUserByEmail(email);
    await identity.auth.updateUser(uid, { disabled: !enabled });
    if (!enabled) await identity.auth.revokeRefreshTokens(uid);
  } catch (error) {
    if (!String((error as { code?: string }).code).includes('user-not-found')) throw error;
  }
}

export function firebaseIdentity(projectId: string): IdentityProvider {
  const name = `dbbs-${projectId}`;
  const app: App = getApps().find((a) => a.name === name) ?? initializeApp({ projectId }, name);
  const auth = getAuth(app);
  return { auth, verify: (token) => auth.verifyIdToken(token, true) };
}
