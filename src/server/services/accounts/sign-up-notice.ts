/**
 * Administrators are told of each sign-up by mail: the new guest waits until one of them grants
 * roles on the user accounts screen, so the mail names the person and links to that screen. Each
 * active administrator reads it in their own language (English until they choose one). A mail
 * that cannot be sent never fails the person's sign-in: it is logged.
 */
import type { Kysely } from 'kysely';
import { API_LANGUAGES, mailText, render, type ApiLanguage } from '../../api-texts.js';
import type { Database } from '../../db/schema.js';
import { hasRole } from '../../db/users.js';
import type { MailSender } from '../../mail/mail-sender.js';

export interface SignUp {
  email: string;
  name: string;
}

const languageOrEnglish = (language: string | null): ApiLanguage =>
  (API_LANGUAGES as readonly string[]).includes(language ?? '') ? (language as ApiLanguage) : 'en';

export async function tellAdministratorsOfSignUp(
  db: Kysely<Database>,
  sender: MailSender,
  signUp: SignUp,
  userAccountsUrl: string,
): Promise<number> {
  const rows = await db.selectFrom('app_user').select(['email', 'roles', 'language']).where('active', '=', 1).execute();
  const administrators = rows.filter((row) => hasRole(row, 'isDbAdmin'));
  const params = { email: signUp.email, name: signUp.name, link: userAccountsUrl };
  for (const administrator of administrators) {
    const language = languageOrEnglish(administrator.language);
    await sender.send({
      to: administrator.email,
      subject: render(mailText('signUpSubject', params), language),
      text: render(mailText('signUpText', params), language),
    });
  }
  return administrators.length;
}
