/**
 * Who may send documents to a location's address: its uploaders (their account emails, active
 * accounts with the uploader role) and the senders an administrator allowed for it. The upload
 * is recorded in the uploader's name, or for an allowed sender in the name of the administrator
 * who allowed them (the upload row needs a person of the portal, and that one vouched for them).
 */
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';
import { mailDb } from './mail-tables.js';

export async function senderAccount(
  db: Kysely<Database>,
  locationId: string,
  email: string,
): Promise<{ uploaderId: string } | undefined> {
  const address = email.toLowerCase();
  const users = await db
    .selectFrom('app_user as u')
    .innerJoin('user_location as ul', 'ul.user_id', 'u.id')
    .select(['u.id', 'u.roles'])
    .where('ul.location_id', '=', locationId)
    .where((eb) => eb(eb.fn('lower', ['u.email']), '=', address))
    .where('u.active', '=', 1)
    .execute();
  const uploader = users.find((user) => (JSON.parse(user.roles) as string[]).includes('isUploader'));
  if (uploader) return { uploaderId: uploader.id };
  const allowed = await mailDb(db)
    .selectFrom('mail_sender')
    .select('added_by')
    .where('location_id', '=', locationId)
    .where('email', '=', address)
    .executeTakeFirst();
  return allowed ? { uploaderId: allowed.added_by } : undefined;
}

/**
 * Whether the relay's Authentication-Results header says the sender was proven (DKIM or SPF
 * passed). Only the first header counts: the relay adds its own on top of what came before.
 */
export function authenticated(authResults: string | string[] | undefined): boolean {
  const first = Array.isArray(authResults) ? authResults[0] : authResults;
  if (!first) return false;
  return /\b(dkim|spf)\s*=\s*pass\b/i.test(first);
}
