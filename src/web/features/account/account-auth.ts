/**
 * The identity provider's side of "My account", over the browser's one Firebase Auth: checking a
 * new password against the provider's policy, changing it after proving the current one, and
 * linking or unlinking sign-in methods. Every call acts on the signed-in person only.
 */
import {
  browserPopupRedirectResolver,
  EmailAuthProvider,
  GoogleAuthProvider,
  linkWithPopup,
  linkWithRedirect,
  reauthenticateWithCredential,
  unlink,
  updatePassword,
  validatePassword,
  type PasswordValidationStatus,
  type User,
} from 'firebase/auth';
import { auth } from '../../firebase';
import { errorCode } from './account-rules';

export class NotSignedIn extends Error {
  readonly code = 'auth/user-not-found';
}

function signedInUser(): User {
  if (!auth.currentUser) throw new NotSignedIn('No one is signed in');
  return auth.currentUser;
}

/** The person's linked sign-in methods (provider ids), as the provider knows them now. */
export function linkedMethods(): { providerId: string; email: string | null }[] {
  return (auth.currentUser?.providerData ?? []).map((info) => ({ providerId: info.providerId, email: info.email }));
}

/**
 * The new password against the provider's policy; null when the policy cannot be read (the Auth
 * Emulator has none), in which case the provider still checks the password when it is saved.
 */
export async function checkPassword(password: string): Promise<PasswordValidationStatus | null> {
  try {
    return await validatePassword(auth, password);
  } catch {
    return null;
  }
}

/**
 * Reads the provider's policy again. The SDK re-reads it by itself after a refused sign-up or
 * reset, but not after a refused password change, and offers no public call for it: its own
 * internal method is the one that does (absent in another SDK version, the cached policy stays).
 */
async function refreshPasswordPolicy(): Promise<void> {
  const internal = auth as unknown as { _updatePasswordPolicy?: () => Promise<void> };
  await internal._updatePasswordPolicy?.().catch(() => undefined);
}

/**
 * Proves the current password (the provider asks for a recent sign-in before a change), then
 * sets the new one. On the policy's refusal, the policy is read again before rethrowing, so the
 * rules the page shows next are the provider's current ones.
 */
export async function changePassword(current: string, next: string): Promise<void> {
  const user = signedInUser();
  if (!user.email) throw new NotSignedIn('The account has no email');
  await reauthenticateWithCredential(user, EmailAuthProvider.credential(user.email, current));
  try {
    await updatePassword(user, next);
  } catch (error) {
    if (errorCode(error) === 'auth/password-does-not-meet-requirements') await refreshPasswordPolicy();
    throw error;
  }
}

/**
 * Links Google by popup; a blocked popup falls back to a redirect (the page comes back linked).
 * The resolver is named here rather than when Auth starts, so the sign-in page's bundle does not
 * carry the popup machinery until someone links a method.
 */
export async function linkGoogle(): Promise<void> {
  const user = signedInUser();
  const provider = new GoogleAuthProvider();
  try {
    await linkWithPopup(user, provider, browserPopupRedirectResolver);
  } catch (error) {
    if (errorCode(error) !== 'auth/popup-blocked') throw error;
    await linkWithRedirect(user, provider, browserPopupRedirectResolver);
  }
}

/** Unlinks a method; the page never offers this for the last one. */
export async function unlinkMethod(providerId: string): Promise<void> {
  await unlink(signedInUser(), providerId);
}
