/** The webhooks API (/api/webhooks/..., /api/webhook-deliveries/...): endpoints, deliveries, attempts. */
import { z } from 'zod';
import { isWebhookUrl, WEBHOOK_DELIVERY_STATUSES, WEBHOOK_EVENTS } from '../webhooks.js';
import { id, isoDateTime } from './fields.js';

export const webhookUrl = z
  .string()
  .trim()
  .max(2000)
  .refine(isWebhookUrl, 'Only http:// and https:// URLs can receive webhooks');
export const webhookEvents = z.array(z.enum(WEBHOOK_EVENTS)).min(1).max(WEBHOOK_EVENTS.length);

/** GET /api/webhooks?tenantId=: the endpoints of one tenant (an administrator's of any). */
export const webhookListQuery = z.strictObject({ tenantId: id.optional() });

export const webhookCreateBody = z.strictObject({
  /** Client HQ's own tenant when left out; an administrator names it. */
  tenantId: id.optional(),
  url: webhookUrl,
  events: webhookEvents,
});
export type WebhookCreateBody = z.infer<typeof webhookCreateBody>;

/** PATCH: the URL, the events, and enabled (turning a disabled endpoint back on resets its failures). */
export const webhookUpdateBody = z.strictObject({
  url: webhookUrl.optional(),
  events: webhookEvents.optional(),
  enabled: z.boolean().optional(),
});
export type WebhookUpdateBody = z.infer<typeof webhookUpdateBody>;

export const webhookEndpoint = z.object({
  id,
  tenantId: id,
  url: z.string(),
  events: z.array(z.enum(WEBHOOK_EVENTS)),
  /** Standard Webhooks secret (`whsec_` + base64), shown to the tenant's owner to verify signatures. */
  secret: z.string(),
  enabled: z.boolean(),
  disabledReason: z.string().nullable(),
  failureStreak: z.number().int(),
  createdAt: isoDateTime,
  updatedAt: isoDateTime,
});
export type WebhookEndpoint = z.infer<typeof webhookEndpoint>;
export const webhookEndpointList = z.array(webhookEndpoint);

export const webhookDelivery = z.object({
  id,
  endpointId: id,
  /** The webhook-id header, the same on every retry and replay. */
  eventId: z.string(),
  eventType: z.string(),
  status: z.enum(WEBHOOK_DELIVERY_STATUSES),
  attempts: z.number().int(),
  nextAttemptAt: isoDateTime,
  responseCode: z.number().int().nullable(),
  /** The last attempt's latency and shortened answer. */
  latencyMs: z.number().int().nullable(),
  responseBody: z.string().nullable(),
  error: z.string().nullable(),
  replayOf: id.nullable(),
  createdAt: isoDateTime,
});
export type WebhookDelivery = z.infer<typeof webhookDelivery>;
export const webhookDeliveryList = z.array(webhookDelivery);
