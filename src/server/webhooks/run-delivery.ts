/**
 * One attempt of one delivery, as a queued job runs it: send (send-webhook.ts), then in one
 * transaction log the attempt, settle the delivery (succeeded, queued again on the retry
 * schedule with the same webhook-id, or failed once the schedule is spent) and keep the
 * endpoint's run of failures. The run that reaches WEBHOOK_DISABLE_AFTER disables the endpoint,
 * records an audit event, and fails its waiting deliveries; it answers the endpoint it disabled,
 * so the administrators are mailed once that is committed (disabled-notice.ts).
 */
import { randomUUID } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import { recordAudit } from '../db/audit.js';
import type { Database } from '../db/schema.js';
import { allowPrivateAddresses, type WebhookConfig } from './webhook-config.js';
import { nextRetryDelay } from './retry-schedule.js';
import { sendWebhook, type SendResult } from './send-webhook.js';
import type { WebhookQueue } from './webhook-queue.js';

export const DISABLED_REASON = 'failures';

/** An endpoint a run of failures has just turned off. */
export interface DisabledEndpoint {
  endpointId: string;
  tenantId: string;
  url: string;
  failures: number;
}

export async function runDelivery(
  db: Kysely<Database>,
  queue: WebhookQueue,
  config: WebhookConfig,
  deliveryId: string,
): Promise<DisabledEndpoint | undefined> {
  const found = await db
    .selectFrom('webhook_delivery as d')
    .innerJoin('webhook_endpoint as e', 'e.id', 'd.endpoint_id')
    .innerJoin('webhook_event as v', 'v.id', 'd.event_id')
    .select([
      'd.id',
      'd.status',
      'd.attempts',
      'd.created_at',
      'd.tenant_id',
      'e.id as endpoint_id',
      'e.url',
      'e.secret',
      'e.enabled',
      'v.id as event_id',
      'v.payload',
    ])
    .where('d.id', '=', deliveryId)
    .executeTakeFirst();
  // Done already (a job run twice, at least once): nothing to send.
  if (!found || (found.status !== 'pending' && found.status !== 'sending')) return undefined;
  if (!found.enabled) {
    await db
      .updateTable('webhook_delivery')
      .set({ status: 'failed', updated_at: new Date().toISOString() })
      .where('id', '=', deliveryId)
      .execute();
    return undefined;
  }
  const result = await sendWebhook({
    url: found.url,
    secret: found.secret,
    messageId: found.event_id,
    payload: found.payload,
    timeoutMs: config.timeoutMs,
    allowPrivate: allowPrivateAddresses(),
  });
  return settle(db, queue, config, found, result);
}

interface Found {
  id: string;
  attempts: number;
  created_at: string;
  tenant_id: string;
  endpoint_id: string;
  url: string;
}

async function settle(
  db: Kysely<Database>,
  queue: WebhookQueue,
  config: WebhookConfig,
  found: Found,
  result: SendResult,
): Promise<DisabledEndpoint | undefined> {
  return db.transaction().execute(async (trx): Promise<DisabledEndpoint | undefined> => {
    const now = new Date();
    const at = now.toISOString();
    const attempts = found.attempts + 1;
    await trx
      .insertInto('webhook_attempt')
      .values({
        id: randomUUID(),
        delivery_id: found.id,
        tenant_id: found.tenant_id,
        at,
        ok: result.ok ? 1 : 0,
        response_code: result.responseCode,
        latency_ms: result.latencyMs,
        response_body: result.responseBody,
        error: result.error,
      })
      .execute();
    // Counted only while the endpoint is on: an attempt that was under way when another one
    // disabled it neither counts nor retries.
    const endpoint = result.ok
      ? undefined
      : await trx
          .updateTable('webhook_endpoint')
          .set({ failure_streak: sql<number>`failure_streak + 1` })
          .where('id', '=', found.endpoint_id)
          .where('enabled', '=', 1)
          .returning(['failure_streak', 'tenant_id'])
          .executeTakeFirst();
    const disables = endpoint !== undefined && endpoint.failure_streak >= config.disableAfter;
    const delay =
      result.ok || !endpoint || disables
        ? null
        : nextRetryDelay(attempts, config.baseDelayMs, found.created_at, now.getTime());
    const status = result.ok ? 'succeeded' : delay === null ? 'failed' : 'pending';
    const runAt = new Date(now.getTime() + (delay ?? 0));
    await trx
      .updateTable('webhook_delivery')
      .set({
        status,
        attempts,
        response_code: result.responseCode,
        next_attempt_at: runAt.toISOString(),
        updated_at: at,
      })
      .where('id', '=', found.id)
      .execute();
    if (result.ok) {
      await trx
        .updateTable('webhook_endpoint')
        .set({ failure_streak: 0 })
        .where('id', '=', found.endpoint_id)
        .execute();
      return undefined;
    }
    if (endpoint && disables) {
      await disableEndpoint(trx, found.endpoint_id, endpoint.tenant_id, endpoint.failure_streak, at);
      return {
        endpointId: found.endpoint_id,
        tenantId: endpoint.tenant_id,
        url: found.url,
        failures: endpoint.failure_streak,
      };
    }
    if (status === 'pending') await queue.add(trx, found.id, runAt);
    return undefined;
  });
}

async function disableEndpoint(
  trx: Kysely<Database>,
  endpointId: string,
  tenantId: string,
  streak: number,
  at: string,
) {
  await trx
    .updateTable('webhook_endpoint')
    .set({ enabled: 0, disabled_reason: DISABLED_REASON, updated_at: at })
    .where('id', '=', endpointId)
    .execute();
  await trx
    .updateTable('webhook_delivery')
    .set({ status: 'failed', updated_at: at })
    .where('endpoint_id', '=', endpointId)
    .where('status', 'in', ['pending', 'sending'])
    .execute();
  // Kept in the audit trail; the endpoint shows itself disabled with the reason, and the
  // administrators are mailed once this commits.
  await recordAudit(
    trx,
    {
      actor: null,
      entity: 'webhook_endpoint',
      entityId: endpointId,
      action: 'disable',
      tenantId,
      note: `Disabled after ${streak} failed deliveries in a row`,
      changes: { enabled: { from: true, to: false }, disabledReason: { from: null, to: DISABLED_REASON } },
    },
    at,
  );
}
