/** "My account": the signed-in person's own name and language (GET/PATCH /api/account). */
import { z } from 'zod';
import { ROLES } from '../roles.js';
import { id, name } from './fields.js';

/** The languages the portal speaks; a person's choice is one of them. */
export const ACCOUNT_LANGUAGES = ['en', 'es', 'fr'] as const;
export const accountLanguage = z.enum(ACCOUNT_LANGUAGES);

/** What the page shows: only the caller's own record, never anyone else's. */
export const accountView = z.object({
  id,
  email: z.string(),
  name,
  language: accountLanguage.nullable(),
  roles: z.array(z.enum(ROLES)),
});
export type AccountView = z.infer<typeof accountView>;

/**
 * What a person may change about themselves: nothing that grants access (roles, tenant, active).
 * Fields left out keep their value; a null language forgets the choice.
 */
export const accountUpdate = z.strictObject({
  name: name.optional(),
  language: accountLanguage.nullable().optional(),
});
export type AccountUpdate = z.infer<typeof accountUpdate>;

/** The answer of "sign out everywhere": when the refresh tokens were revoked. */
export const signOutEverywhereAnswer = z.object({ revokedAt: z.string() });
