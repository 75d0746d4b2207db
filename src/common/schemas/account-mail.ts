/**
 * The mails of the ways in (a password reset, a sign-in link, the verification of a new account):
 * the server sends them, so it can count requests per address and per email, and its answer is
 * the same whether or not the email has an account.
 */
import { z } from 'zod';

export const accountMailRequest = z.strictObject({
  email: z.email().max(254),
});
export type AccountMailRequest = z.infer<typeof accountMailRequest>;

/** Always the same answer: it never says whether the email has an account. */
export const accountMailAnswer = z.object({ accepted: z.literal(true) });
