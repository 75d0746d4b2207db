/**
 * Sign-in failures as the store keeps them: an English message (SPEC's own texts for the two
 * product errors) and a locale key under `auth:errors`, so the page shows it in any language.
 */
export interface SignInErrorInfo {
  key: string;
  message: string;
  params?: Record<string, string>;
  code?: string;
}

export class SignInError extends Error {
  constructor(readonly info: SignInErrorInfo) {
    super(info.message);
    this.name = 'SignInError';
  }
}

export const userNotFound = (): SignInError => new SignInError({ key: 'userNotFound', message: 'User not found' });

export const notAValidUserId = (uid: string): SignInError =>
  new SignInError({ key: 'notValidUserId', message: `Not a valid user id ${uid}`, params: { uid } });

/** The provider codes SPEC section 8 names, and those of every way in the page offers, each with its key. */
export const PROVIDER_ERROR_KEYS: Record<string, string> = {
  'auth/multi-factor-auth-required': 'multiFactorRequired',
  'auth/user-mismatch': 'userMismatch',
  'auth/user-not-found': 'userNotFound',
  'auth/popup-blocked': 'popupBlocked',
  'auth/popup-closed-by-user': 'popupClosed',
  'auth/cancelled-popup-request': 'popupCancelled',
  'auth/web-storage-unsupported': 'webStorageUnsupported',
  'auth/unauthorized-domain': 'unauthorizedDomain',
  'auth/network-request-failed': 'networkFailed',
  'auth/internal-error': 'internalError',
  'auth/invalid-api-key': 'invalidApiKey',
  'auth/argument-error': 'argumentError',
  'auth/invalid-auth-event': 'invalidAuthEvent',
  'auth/auth-domain-config-required': 'authDomainConfigRequired',
  'auth/password-does-not-meet-requirements': 'passwordPolicy',
  'auth/invalid-credential': 'invalidCredential',
  'auth/invalid-login-credentials': 'invalidCredential',
  'auth/wrong-password': 'invalidCredential',
  'auth/invalid-email': 'invalidEmail',
  'auth/user-disabled': 'userDisabled',
  'auth/too-many-requests': 'tooManyRequests',
  'auth/email-already-in-use': 'emailInUse',
  'auth/weak-password': 'weakPassword',
  'auth/invalid-action-code': 'invalidActionCode',
  'auth/expired-action-code': 'expiredActionCode',
  'auth/account-exists-with-different-credential': 'accountExists',
  'auth/operation-not-allowed': 'operationNotAllowed',
  'auth/missing-email': 'missingEmail',
  'auth/unauthorized-continue-uri': 'unauthorizedContinueUri',
};

/** Maps anything a sign-in attempt threw to what the store keeps. */
export function toSignInError(error: unknown): SignInErrorInfo {
  if (error instanceof SignInError) return error.info;
  const code = typeof error === 'object' && error !== null ? (error as { code?: unknown }).code : undefined;
  const message = error instanceof Error ? error.message : String(error);
  if (typeof code === 'string') {
    return { key: PROVIDER_ERROR_KEYS[code] ?? 'unknown', message, code };
  }
  return { key: 'unknown', message };
}
