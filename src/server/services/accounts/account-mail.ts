/**
 * The mails of the ways in, sent by the server rather than by the identity provider from the
 * browser: a password reset, a sign-in link and the confirmation of a new account's email. The
 * provider makes the link (its action page checks the code); the mail is ours, in the reader's
 * language. A reset for an email with no account sends nothing and says nothing, so the answer
 * never tells a stranger which emails have an account.
 */
import { mailText, render, type ApiLanguage, type MailKey } from '../../api-texts.js';
import type { IdentityProvider } from '../../auth/firebase.js';
import type { MailSender } from '../../mail/mail-sender.js';

export type AccountMailKind = 'passwordReset' | 'signInLink' | 'verifyEmail';

export interface AccountMail {
  kind: AccountMailKind;
  email: string;
  /** Where the link returns: the portal's sign-in page. */
  continueUrl: string;
  language: ApiLanguage;
}

function makeLink(identity: IdentityProvider, { kind, email, continueUrl }: AccountMail): Promise<string> {
  switch (kind) {
    case 'passwordReset':
      return identity.auth.generatePasswordResetLink(email, { url: continueUrl });
    case 'signInLink':
      return identity.auth.generateSignInWithEmailLink(email, { url: continueUrl, handleCodeInApp: true });
    case 'verifyEmail':
      return identity.auth.generateEmailVerificationLink(email, { url: continueUrl });
  }
}

const isNoAccount = (error: unknown) => /not-found/.test(String((error as { code?: unknown }).code ?? ''));

/** Sends the mail; answers whether one was sent (a reset for an email with no account is not). */
export async function sendAccountMail(
  identity: IdentityProvider,
  sender: MailSender,
  mail: AccountMail,
): Promise<boolean> {
  let link: string;
  try {
    link = await makeLink(identity, mail);
  } catch (error) {
    if (mail.kind === 'passwordReset' && isNoAccount(error)) return false;
    throw error;
  }
  const words = (key: MailKey) => render(mailText(key, { email: mail.email, link }), mail.language);
  await sender.send({
    to: mail.email,
    subject: words(`${mail.kind}Subject`),
    text: words(`${mail.kind}Text`),
  });
  return true;
}
