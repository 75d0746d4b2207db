/**
 * The outbox's relay: events committed by the writes (outbox.ts) become one delivery per enabled
 * endpoint of their tenant that wants them, each queued, and the event is marked dispatched, all
 * in one transaction. On PostgreSQL every server relays and `for update skip locked` hands each
 * event to one of them.
 */
import { randomUUID } from 'node:crypto';
import type { Kysely, Transaction } from 'kysely';
import type { Engine } from '../db/database.js';
import type { Database } from '../db/schema.js';
import type { WebhookQueue } from './webhook-queue.js';

const BATCH = 100;

export async function relayWebhookEvents(db: Kysely<Database>, engine: Engine, queue: WebhookQueue): Promise<number> {
  return db.transaction().execute(async (trx) => {
    let pick = trx
      .selectFrom('webhook_event')
      .select(['id', 'tenant_id', 'type', 'created_at'])
      .where('dispatched', '=', 0)
      .orderBy('created_at')
      .limit(BATCH);
    if (engine === 'postgres') pick = pick.forUpdate().skipLocked();
    const events = await pick.execute();
    if (events.length === 0) return 0;
    for (const event of events) {
      const endpoints = await trx
        .selectFrom('webhook_endpoint')
        .select(['id', 'events'])
        .where('tenant_id', '=', event.tenant_id)
        .where('enabled', '=', 1)
        .execute();
      for (const endpoint of endpoints) {
        if (!(JSON.parse(endpoint.events) as string[]).includes(event.type)) continue;
        await createDelivery(trx, queue, { endpointId: endpoint.id, eventId: event.id, tenantId: event.tenant_id });
      }
    }
    await trx
      .updateTable('webhook_event')
      .set({ dispatched: 1 })
      .where(
        'id',
        'in',
        events.map((event) => event.id),
      )
      .execute();
    return events.length;
  });
}

/** A delivery of an event to an endpoint, queued to be attempted now (the relay, a test event, a replay). */
export async function createDelivery(
  trx: Transaction<Database>,
  queue: WebhookQueue,
  what: { endpointId: string; eventId: string; tenantId: string; replayOf?: string },
): Promise<string> {
  const id = randomUUID();
  const now = new Date();
  const at = now.toISOString();
  await trx
    .insertInto('webhook_delivery')
    .values({
      id,
      endpoint_id: what.endpointId,
      event_id: what.eventId,
      tenant_id: what.tenantId,
      status: 'pending',
      next_attempt_at: at,
      response_code: null,
      replay_of: what.replayOf ?? null,
      created_at: at,
      updated_at: at,
    })
    .execute();
  await queue.add(trx, id, now);
  return id;
}
