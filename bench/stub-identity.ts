/**
 * The benchmarks' token check: the token is the user's name, and their e-mail is that name at
 * the bench domain, so each benchmark's seeded users sign in without the Auth emulator (the
 * path under measurement starts after the token is verified). Their emails count as verified,
 * as a real account's are: an unverified email would have a guest's rights only.
 */
import type { IdentityProvider } from '../src/server/auth/firebase.js';

export const benchEmail = (token: string) => `${token}@bench.dbbs.test`;

export const stubIdentity = {
  verify: async (token: string) => ({ uid: token, email: benchEmail(token), email_verified: true }),
  auth: undefined,
} as unknown as IdentityProvider;
