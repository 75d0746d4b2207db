/**
 * An endpoint's delivery log (newest first, each with its last attempt), a test event sent to
 * it, and the replay of a delivery: the same event again (the same webhook-id), as a new delivery.
 */
import { sql, type Kysely } from 'kysely';
import type { WebhookDelivery } from '../../../common/schemas/webhook.js';
import { WEBHOOK_TEST_EVENT } from '../../../common/webhooks.js';
import type { Principal } from '../../auth/authorize.js';
import { recordInScope } from '../../auth/find-in-scope.js';
import { eventBy, recordAudit } from '../../db/audit.js';
import type { Database } from '../../db/schema.js';
import { insertWebhookEvent } from '../../webhooks/outbox.js';
import { createDelivery } from '../../webhooks/relay.js';
import type { WebhookQueue } from '../../webhooks/webhook-queue.js';
import { findEndpoint, toDelivery, type DeliveryRowSource } from './webhook-rows.js';

export const DELIVERY_LOG_ROWS = 100;

function deliveryRows(db: Kysely<Database>) {
  const last = (column: string) =>
    sql.raw(`(select ${column} from webhook_attempt a where a.delivery_id = d.id order by a.at desc limit 1)`);
  return db
    .selectFrom('webhook_delivery as d')
    .innerJoin('webhook_event as v', 'v.id', 'd.event_id')
    .select([
      'd.id',
      'd.endpoint_id',
      'd.event_id',
      'v.type',
      'd.status',
      'd.attempts',
      'd.next_attempt_at',
      'd.response_code',
      'd.replay_of',
      'd.created_at',
      sql<number | null>`${last('latency_ms')}`.as('latency_ms'),
      sql<string | null>`${last('response_body')}`.as('response_body'),
      sql<string | null>`${last('error')}`.as('error'),
    ]);
}

export async function listWebhookDeliveries(
  db: Kysely<Database>,
  principal: Principal,
  endpointId: string,
): Promise<WebhookDelivery[]> {
  await findEndpoint(db, principal, endpointId);
  const rows = await deliveryRows(db)
    .where('d.endpoint_id', '=', endpointId)
    .orderBy('d.created_at', 'desc')
    .orderBy('d.id', 'desc')
    .limit(DELIVERY_LOG_ROWS)
    .execute();
  return rows.map((row) =>
    toDelivery({ ...row, latency_ms: row.latency_ms === null ? null : Number(row.latency_ms) } as DeliveryRowSource),
  );
}

export async function sendTestEvent(
  db: Kysely<Database>,
  queue: WebhookQueue,
  principal: Principal,
  endpointId: string,
): Promise<{ deliveryId: string }> {
  return db.transaction().execute(async (trx) => {
    const endpoint = await findEndpoint(trx, principal, endpointId);
    const now = new Date().toISOString();
    // Dispatched already: it goes to this endpoint only, not through the relay.
    const eventId = await insertWebhookEvent(
      trx,
      endpoint.tenant_id,
      WEBHOOK_TEST_EVENT,
      { endpointId, message: 'A test event from the DBBS portal' },
      now,
      1,
    );
    const deliveryId = await createDelivery(trx, queue, { endpointId, eventId, tenantId: endpoint.tenant_id });
    await recordAudit(
      trx,
      eventBy(principal, 'webhook_endpoint', { id: endpointId, tenantId: endpoint.tenant_id }, 'test'),
      now,
    );
    return { deliveryId };
  });
}

export async function replayWebhookDelivery(
  db: Kysely<Database>,
  queue: WebhookQueue,
  principal: Principal,
  deliveryId: string,
): Promise<{ deliveryId: string }> {
  return db.transaction().execute(async (trx) => {
    const delivery = await recordInScope(trx, 'webhook_delivery', principal, deliveryId);
    const now = new Date().toISOString();
    const replay = await createDelivery(trx, queue, {
      endpointId: delivery.endpoint_id,
      eventId: delivery.event_id,
      tenantId: delivery.tenant_id,
      replayOf: delivery.id,
    });
    await recordAudit(
      trx,
      eventBy(principal, 'webhook_endpoint', { id: delivery.endpoint_id, tenantId: delivery.tenant_id }, 'replay', {
        note: delivery.event_id,
      }),
      now,
    );
    return { deliveryId: replay };
  });
}
