/**
 * What the account page shows of the identity provider's answers, as plain data so it can be
 * tested without a browser: the password policy's rules (met or not) and each error's locale key
 * under `account:errors`.
 */
import type { PasswordValidationStatus } from 'firebase/auth';

export type PasswordRule = 'minLength' | 'maxLength' | 'lowercase' | 'uppercase' | 'numeric' | 'nonAlphanumeric';

export interface RuleCheck {
  rule: PasswordRule;
  met: boolean;
  params?: Record<string, string | number>;
}

/** The rules the provider's policy asks for, each with whether the password meets it. */
export function passwordRules(status: PasswordValidationStatus): RuleCheck[] {
  const options = status.passwordPolicy.customStrengthOptions;
  const checks: RuleCheck[] = [];
  if (options.minPasswordLength !== undefined)
    checks.push({
      rule: 'minLength',
      met: status.meetsMinPasswordLength ?? true,
      params: { count: options.minPasswordLength },
    });
  if (options.maxPasswordLength !== undefined)
    checks.push({
      rule: 'maxLength',
      met: status.meetsMaxPasswordLength ?? true,
      params: { count: options.maxPasswordLength },
    });
  if (options.containsLowercaseLetter) checks.push({ rule: 'lowercase', met: status.containsLowercaseLetter ?? true });
  if (options.containsUppercaseLetter) checks.push({ rule: 'uppercase', met: status.containsUppercaseLetter ?? true });
  if (options.containsNumericCharacter) checks.push({ rule: 'numeric', met: status.containsNumericCharacter ?? true });
  if (options.containsNonAlphanumericCharacter)
    checks.push({
      rule: 'nonAlphanumeric',
      met: status.containsNonAlphanumericCharacter ?? true,
      params: { characters: status.passwordPolicy.allowedNonAlphanumericCharacters },
    });
  return checks;
}

/** The provider's error codes the account page words, each with its key under `account:errors`. */
export const ACCOUNT_ERROR_KEYS: Record<string, string> = {
  'auth/wrong-password': 'wrongPassword',
  'auth/invalid-credential': 'wrongPassword',
  'auth/invalid-login-credentials': 'wrongPassword',
  'auth/user-mismatch': 'userMismatch',
  'auth/user-not-found': 'userNotFound',
  'auth/password-does-not-meet-requirements': 'passwordPolicy',
  'auth/weak-password': 'weakPassword',
  'auth/requires-recent-login': 'recentLogin',
  'auth/too-many-requests': 'tooManyRequests',
  'auth/network-request-failed': 'networkFailed',
  'auth/popup-blocked': 'popupBlocked',
  'auth/popup-closed-by-user': 'popupClosed',
  'auth/cancelled-popup-request': 'popupCancelled',
  'auth/credential-already-in-use': 'credentialInUse',
  'auth/email-already-in-use': 'credentialInUse',
  'auth/provider-already-linked': 'alreadyLinked',
  'auth/no-such-provider': 'noSuchProvider',
  'auth/operation-not-allowed': 'methodNotEnabled',
  'auth/user-disabled': 'userDisabled',
  'auth/internal-error': 'internalError',
  'auth/invalid-action-code': 'linkExpired',
  'auth/expired-action-code': 'linkExpired',
};

/** The provider's code of an error, if it has one. */
export function errorCode(error: unknown): string | undefined {
  const code = typeof error === 'object' && error !== null ? (error as { code?: unknown }).code : undefined;
  return typeof code === 'string' ? code : undefined;
}

/** The locale key (under `account:errors`) for anything an account operation threw. */
export function accountErrorKey(error: unknown): string {
  return ACCOUNT_ERROR_KEYS[errorCode(error) ?? ''] ?? 'unknown';
}

/** Popup endings a person chose themselves: said quietly, not as a failure. */
export const QUIET_CODES: readonly string[] = ['auth/popup-closed-by-user', 'auth/cancelled-popup-request'];

/** The sign-in methods the page knows by name; others show their provider id. */
export const KNOWN_METHODS = ['password', 'google.com', 'emailLink'] as const;
