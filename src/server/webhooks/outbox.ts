/**
 * The webhook outbox: an audited write that is a webhook event (webhook-payloads.ts) adds one
 * row to `webhook_event` in its own transaction, when the tenant has an enabled endpoint that
 * wants it. A rolled-back write leaves no event; a committed one always has its row, which the
 * relay (relay.ts) turns into deliveries.
 */
import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';
import { webhookEventOf, webhookTypeOf, type AuditedAction } from './webhook-payloads.js';

/** A Standard Webhooks message id. */
export const newMessageId = () => `msg_${randomUUID().replace(/-/g, '')}`;

async function tenantListens(db: Kysely<Database>, tenantId: string): Promise<boolean> {
  const row = await db
    .selectFrom('webhook_endpoint')
    .select('id')
    .where('tenant_id', '=', tenantId)
    .where('enabled', '=', 1)
    .executeTakeFirst();
  return row !== undefined;
}

export async function queueWebhookEvents(
  db: Kysely<Database>,
  entries: readonly AuditedAction[],
  at: string,
): Promise<void> {
  for (const entry of entries) {
    if (!webhookTypeOf(entry) || !entry.tenantId) continue;
    if (!(await tenantListens(db, entry.tenantId))) continue;
    const event = await webhookEventOf(db, entry);
    if (!event) continue;
    await insertWebhookEvent(db, event.tenantId, event.type, event.data, at);
  }
}

export async function insertWebhookEvent(
  db: Kysely<Database>,
  tenantId: string,
  type: string,
  data: Record<string, unknown>,
  at: string,
  dispatched = 0,
): Promise<string> {
  const id = newMessageId();
  await db
    .insertInto('webhook_event')
    .values({
      id,
      tenant_id: tenantId,
      type,
      payload: JSON.stringify({ type, timestamp: at, data }),
      created_at: at,
      dispatched,
    })
    .execute();
  return id;
}
