/**
 * What My account shows of the provider's answers: the password policy's rules, met or not, and
 * a locale key for every error code it names (in every language).
 */
import fs from 'node:fs';
import type { PasswordValidationStatus } from 'firebase/auth';
import { describe, expect, it } from 'vitest';
import { ACCOUNT_ERROR_KEYS, accountErrorKey, passwordRules } from '../../src/web/features/account/account-rules.js';

const policy = (options: PasswordValidationStatus['passwordPolicy']['customStrengthOptions']) =>
  ({
    customStrengthOptions: options,
    allowedNonAlphanumericCharacters: '!#',
    enforcementState: 'ENFORCE',
    forceUpgradeOnSignin: false,
  }) as PasswordValidationStatus['passwordPolicy'];

describe('passwordRules', () => {
  it('lists only the rules the policy asks for, each met or not, with its parameters', () => {
    const status: PasswordValidationStatus = {
      isValid: false,
      meetsMinPasswordLength: false,
      containsUppercaseLetter: true,
      containsNonAlphanumericCharacter: false,
      passwordPolicy: policy({
        minPasswordLength: 10,
        containsUppercaseLetter: true,
        containsNonAlphanumericCharacter: true,
      }),
    };
    expect(passwordRules(status)).toEqual([
      { rule: 'minLength', met: false, params: { count: 10 } },
      { rule: 'uppercase', met: true },
      { rule: 'nonAlphanumeric', met: false, params: { characters: '!#' } },
    ]);
  });

  it('a policy of length alone gives the length rule only', () => {
    const status: PasswordValidationStatus = {
      isValid: true,
      meetsMinPasswordLength: true,
      passwordPolicy: policy({ minPasswordLength: 6 }),
    };
    expect(passwordRules(status)).toEqual([{ rule: 'minLength', met: true, params: { count: 6 } }]);
  });
});

describe('accountErrorKey', () => {
  it.each([
    ['auth/wrong-password', 'wrongPassword'],
    ['auth/invalid-credential', 'wrongPassword'],
    ['auth/user-mismatch', 'userMismatch'],
    ['auth/user-not-found', 'userNotFound'],
    ['auth/password-does-not-meet-requirements', 'passwordPolicy'],
    ['auth/popup-closed-by-user', 'popupClosed'],
    ['auth/something-new', 'unknown'],
  ])('%s → %s', (code, key) => {
    expect(accountErrorKey({ code })).toBe(key);
  });

  it('anything without a code is unknown', () => {
    expect(accountErrorKey(new Error('x'))).toBe('unknown');
    expect(accountErrorKey(null)).toBe('unknown');
  });

  it('every key has its text in en, es and fr', () => {
    const keys = [...new Set([...Object.values(ACCOUNT_ERROR_KEYS), 'unknown'])];
    for (const language of ['en', 'es', 'fr']) {
      const texts = JSON.parse(fs.readFileSync(`locales/${language}/account.json`, 'utf8')) as {
        errors: Record<string, string>;
      };
      expect(
        keys.filter((key) => !texts.errors[key]?.trim()),
        language,
      ).toEqual([]);
    }
  });
});
