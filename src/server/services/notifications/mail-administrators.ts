/**
 * A mail to every active administrator, each in their own language (English until they choose
 * one): what the whole back office must hear of at once, and which no document carries (a
 * sign-up waiting for access, a webhook endpoint turned off).
 */
import type { Kysely } from 'kysely';
import { API_LANGUAGES, type ApiLanguage } from '../../api-texts.js';
import type { Database } from '../../db/schema.js';
import { hasRole } from '../../db/users.js';
import type { Mail, MailSender } from '../../mail/mail-sender.js';

const languageOrEnglish = (language: string | null): ApiLanguage =>
  (API_LANGUAGES as readonly string[]).includes(language ?? '') ? (language as ApiLanguage) : 'en';

/** Answers how many administrators were mailed. */
export async function mailAdministrators(
  db: Kysely<Database>,
  sender: MailSender,
  words: (language: ApiLanguage) => Omit<Mail, 'to'>,
): Promise<number> {
  const rows = await db.selectFrom('app_user').select(['email', 'roles', 'language']).where('active', '=', 1).execute();
  const administrators = rows.filter((row) => hasRole(row, 'isDbAdmin'));
  for (const administrator of administrators) {
    await sender.send({ to: administrator.email, ...words(languageOrEnglish(administrator.language)) });
  }
  return administrators.length;
}
