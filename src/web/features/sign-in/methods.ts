/**
 * Which ways in the sign-in page offers. A company offers only what it uses; the build's
 * default (VITE_SIGN_IN_METHODS, a comma-separated list) applies until a setting says otherwise.
 * Email and password is always offered: it is how administrator-made accounts sign in.
 */
export const SIGN_IN_METHODS = ['reset', 'link', 'google', 'signUp'] as const;
export type SignInMethod = (typeof SIGN_IN_METHODS)[number];

const isMethod = (value: string): value is SignInMethod => (SIGN_IN_METHODS as readonly string[]).includes(value);

/** The methods a list names (unknown names are ignored); every method when there is no list. */
export function parseSignInMethods(list: string | undefined): Set<SignInMethod> {
  if (list === undefined || list.trim() === '') return new Set(SIGN_IN_METHODS);
  return new Set(
    list
      .split(',')
      .map((name) => name.trim())
      .filter(isMethod),
  );
}

export const offeredMethods = parseSignInMethods(import.meta.env.VITE_SIGN_IN_METHODS as string | undefined);
