/**
 * Administrators are told of each sign-up by mail: the new guest waits until one of them grants
 * roles on the user accounts screen, so the mail names the person and links to that screen. A
 * mail that cannot be sent never fails the person's sign-in: the caller logs it.
 */
import type { Kysely } from 'kysely';
import { mailText, render } from '../../api-texts.js';
import type { Database } from '../../db/schema.js';
import type { MailSender } from '../../mail/mail-sender.js';
import { mailAdministrators } from '../notifications/mail-administrators.js';

export interface SignUp {
  email: string;
  name: string;
}

export function tellAdministratorsOfSignUp(
  db: Kysely<Database>,
  sender: MailSender,
  signUp: SignUp,
  userAccountsUrl: string,
): Promise<number> {
  const params = { email: signUp.email, name: signUp.name, link: userAccountsUrl };
  return mailAdministrators(db, sender, (language) => ({
    subject: render(mailText('signUpSubject', params), language),
    text: render(mailText('signUpText', params), language),
  }));
}
