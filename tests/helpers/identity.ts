/** Users and ID tokens from the real Auth Emulator: the same tokens the browser would send. */
import { randomUUID } from 'node:crypto';
import { API_KEY, EMULATOR_HOST, PROJECT_ID } from './env.js';
import { firebaseIdentity } from '../../src/server/auth/firebase.js';

export const identity = firebaseIdentity(PROJECT_ID);
export const TEST_PASSWORD = 'Test-pass-1';

/** A fresh, unique email so test files never share an account. */
export function uniqueEmail(prefix = 'user'): string {
  return `${prefix}-${randomUUID().slice(0, 8)}@test.dbbs.test`;
}

export async function createIdentity(email: string, password = TEST_PASSWORD): Promise<string> {
  const user = await identity.auth.createUser({ email, password, emailVerified: true });
  return user.uid;
}

export async function idTokenFor(email: string, password = TEST_PASSWORD): Promise<string> {
  const url = `http://${EMULATOR_HOST}/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=${API_KEY}`;
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password, returnSecureToken: true }),
  });
  const body = (await response.json()) as { idToken?: string; error?: { message: string } };
  if (!body.idToken) throw new Error(`emulator sign-in failed for ${email}: ${body.error?.message}`);
  return body.idToken;
}
