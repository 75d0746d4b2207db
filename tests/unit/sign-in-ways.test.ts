/** The sign-in page's words for every provider code, in each language, and its methods list. */
import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { PROVIDER_ERROR_KEYS } from '../../src/web/providers/auth-errors';
import { parseSignInMethods, SIGN_IN_METHODS } from '../../src/web/features/sign-in/methods';
import { credentialProblems, emailProblem } from '../../src/web/features/sign-in/credentials';

const LANGUAGES = ['en', 'es', 'fr'];
const PAGE_KEYS = [
  'google',
  'forgotPassword',
  'emailLink',
  'createAccount',
  'resetSent',
  'linkSent',
  'linkConfirmHelp',
];

describe.each(LANGUAGES)('locales/%s/auth.json', (language) => {
  const texts = JSON.parse(
    fs.readFileSync(new URL(`../../locales/${language}/auth.json`, import.meta.url), 'utf8'),
  ) as {
    errors: Record<string, unknown>;
  } & Record<string, unknown>;

  it.each(Object.entries(PROVIDER_ERROR_KEYS))('words %s', (_code, key) => {
    expect(typeof texts.errors[key]).toBe('string');
    expect(String(texts.errors[key]).length).toBeGreaterThan(0);
  });

  it('words the ways in', () => {
    for (const key of PAGE_KEYS) expect(typeof texts[key], key).toBe('string');
  });
});

describe('the reset message', () => {
  it('never says whether the email has an account', () => {
    const en = JSON.parse(fs.readFileSync(new URL('../../locales/en/auth.json', import.meta.url), 'utf8'));
    expect(en.resetSent).toMatch(/^If an account uses this email/);
  });
});

describe('parseSignInMethods', () => {
  it('offers every method when nothing is set', () => {
    expect([...parseSignInMethods(undefined)]).toEqual([...SIGN_IN_METHODS]);
    expect([...parseSignInMethods(' ')]).toEqual([...SIGN_IN_METHODS]);
  });

  it('offers only the named methods, ignoring unknown names', () => {
    expect([...parseSignInMethods('google, reset,fax')]).toEqual(['google', 'reset']);
    expect(parseSignInMethods('none').size).toBe(0);
  });
});

describe('field checks', () => {
  it('asks for an email, then a valid one', () => {
    expect(emailProblem('')).toBe('emailRequired');
    expect(emailProblem('nobody')).toBe('emailInvalid');
    expect(emailProblem(' a@b.test ')).toBeUndefined();
    expect(credentialProblems({ email: 'a@b.test', password: '' })).toEqual({ password: 'passwordRequired' });
  });
});
