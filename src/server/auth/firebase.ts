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

export function firebaseIdentity(projectId: string): IdentityProvider {
  const name = `dbbs-${projectId}`;
  const app: App = getApps().find((a) => a.name === name) ?? initializeApp({ projectId }, name);
  const auth = getAuth(app);
  return { auth, verify: (token) => auth.verifyIdToken(token, true) };
}
