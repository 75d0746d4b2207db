/**
 * The administrators hear at once of an endpoint a run of failures turned off: its client
 * company stops receiving events until someone turns it back on, and no document carries that
 * news to the bell. Each reads the mail in their own language.
 */
import type { Kysely } from 'kysely';
import { mailText, render } from '../api-texts.js';
import type { Database } from '../db/schema.js';
import type { MailSender } from '../mail/mail-sender.js';
import { mailAdministrators } from '../services/notifications/mail-administrators.js';
import type { DisabledEndpoint } from './run-delivery.js';

export async function tellAdministratorsOfDisabledEndpoint(
  db: Kysely<Database>,
  sender: MailSender,
  disabled: DisabledEndpoint,
): Promise<number> {
  const tenant = await db.selectFrom('tenant').select('name').where('id', '=', disabled.tenantId).executeTakeFirst();
  const params = { url: disabled.url, tenant: tenant?.name ?? disabled.tenantId, count: disabled.failures };
  return mailAdministrators(db, sender, (language) => ({
    subject: render(mailText('webhookDisabledSubject', params), language),
    text: render(mailText('webhookDisabledText', params), language),
  }));
}
