/**
 * The document's newest open issue that waits on the client, if any. While there is one, the SLA
 * clock is paused (services/sla/sla-clock.ts); a raise-issue step that leaves one tells the
 * tenant's webhooks about it (webhooks/webhook-payloads.ts).
 */
import type { Kysely, Transaction } from 'kysely';
import type { Database } from './schema.js';

export async function issueWaitingOnClient(
  db: Kysely<Database> | Transaction<Database>,
  documentId: string,
): Promise<string | undefined> {
  const row = await db
    .selectFrom('issue')
    .select('id')
    .where('document_id', '=', documentId)
    .where('status', '=', 'open')
    .where('waiting_on', '=', 'client')
    .orderBy('created_at', 'desc')
    .limit(1)
    .executeTakeFirst();
  return row?.id;
}
