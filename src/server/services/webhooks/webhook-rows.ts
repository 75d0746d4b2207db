/** Webhook endpoints and deliveries as the API shows them, found within the caller's scope (else 404). */
import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { WebhookDelivery, WebhookEndpoint } from '../../../common/schemas/webhook.js';
import type { WebhookDeliveryStatus, WebhookEventType } from '../../../common/webhooks.js';
import type { Principal } from '../../auth/authorize.js';
import { recordInScope } from '../../auth/find-in-scope.js';
import type { Database, WebhookEndpointTable } from '../../db/schema.js';
import type { Selectable } from 'kysely';
import { HttpError } from '../../errors.js';

/** A Standard Webhooks secret: `whsec_` and 32 random bytes in base64. */
export const newWebhookSecret = () => `whsec_${randomBytes(32).toString('base64')}`;

export function toEndpoint(row: Selectable<WebhookEndpointTable>): WebhookEndpoint {
  return {
    id: row.id,
    tenantId: row.tenant_id,
    url: row.url,
    events: JSON.parse(row.events) as WebhookEventType[],
    secret: row.secret,
    enabled: row.enabled === 1,
    disabledReason: row.disabled_reason,
    failureStreak: row.failure_streak,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

/** The endpoint for the audit trail: never its secret. */
export function auditedEndpoint(endpoint: WebhookEndpoint): Record<string, unknown> {
  const { secret: _secret, ...rest } = endpoint;
  return rest;
}

export async function findEndpoint(db: Kysely<Database>, principal: Principal, id: string) {
  return recordInScope(db, 'webhook_endpoint', principal, id);
}

/** The tenant a caller manages webhooks for: an administrator names it, client HQ has its own. */
export async function tenantFor(
  db: Kysely<Database>,
  principal: Principal,
  asked: string | undefined,
): Promise<string> {
  const tenantId = asked ?? principal.tenantId;
  if (!tenantId) throw new HttpError(400, 'noClientCompany');
  return (await recordInScope(db, 'tenant', principal, tenantId)).id;
}

export interface DeliveryRowSource {
  id: string;
  endpoint_id: string;
  event_id: string;
  type: string;
  status: string;
  attempts: number;
  next_attempt_at: string;
  response_code: number | null;
  replay_of: string | null;
  created_at: string;
  latency_ms: number | null;
  response_body: string | null;
  error: string | null;
}

export function toDelivery(row: DeliveryRowSource): WebhookDelivery {
  return {
    id: row.id,
    endpointId: row.endpoint_id,
    eventId: row.event_id,
    eventType: row.type,
    status: row.status as WebhookDeliveryStatus,
    attempts: row.attempts,
    nextAttemptAt: row.next_attempt_at,
    responseCode: row.response_code,
    latencyMs: row.latency_ms,
    responseBody: row.response_body,
    error: row.error,
    replayOf: row.replay_of,
    createdAt: row.created_at,
  };
}
