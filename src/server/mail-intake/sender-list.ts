/** A location's allowed senders (besides its uploaders), as the administrator's screen lists them. */
import type { Kysely } from 'kysely';
import type { MailSender } from '../../common/schemas/mail-intake.js';
import type { Database } from '../db/schema.js';
import { mailDb } from './mail-tables.js';

export async function listSenders(db: Kysely<Database>, locationId: string): Promise<MailSender[]> {
  const rows = await mailDb(db)
    .selectFrom('mail_sender')
    .select(['id', 'email', 'created_at'])
    .where('location_id', '=', locationId)
    .orderBy('email')
    .execute();
  return rows.map((row) => ({ id: row.id, email: row.email, createdAt: row.created_at }));
}
