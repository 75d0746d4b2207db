/**
 * Which ways in the sign-in page offers. A company offers only what it uses: the setup screen's
 * setting when an administrator has saved one, else the build's default (VITE_SIGN_IN_METHODS,
 * a comma-separated list; every method when unset). Email and password is always offered.
 */
import { useEffect, useState } from 'react';
import { API_PATHS } from '../../../common/api-paths';
import { SIGN_IN_METHODS, type SignInMethod } from '../../../common/sign-in-methods';

export { SIGN_IN_METHODS, type SignInMethod };

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

/** The methods the setup screen set, or null when it set none (the build's default applies). */
async function fetchSetMethods(): Promise<SignInMethod[] | null> {
  const response = await fetch(API_PATHS.public.signInMethods);
  if (!response.ok) return null;
  const body = (await response.json()) as { methods?: unknown };
  return Array.isArray(body.methods)
    ? body.methods.filter((name): name is SignInMethod => isMethod(String(name)))
    : null;
}

/** The methods to show: the build's default at once, then the setup screen's once read. */
export function useOfferedMethods(): Set<SignInMethod> {
  const [methods, setMethods] = useState(offeredMethods);
  useEffect(() => {
    let live = true;
    fetchSetMethods().then(
      (set) => live && set && setMethods(new Set(set)),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, []);
  return methods;
}
