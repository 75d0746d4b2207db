/** The webhook events a tenant may subscribe to (README "Webhooks"), named once for both sides. */
export const WEBHOOK_EVENTS = [
  'upload.accepted',
  'document.approved',
  'document.archived',
  'document.disputed',
  'issue.waiting_on_client',
  'sla.breached',
] as const;
export type WebhookEventType = (typeof WEBHOOK_EVENTS)[number];

/** The event "send a test event" sends; no write causes it, so no one subscribes to it. */
export const WEBHOOK_TEST_EVENT = 'webhook.test';

export const WEBHOOK_DELIVERY_STATUSES = ['pending', 'sending', 'succeeded', 'failed'] as const;
export type WebhookDeliveryStatus = (typeof WEBHOOK_DELIVERY_STATUSES)[number];

/** Only http and https URLs are endpoints (the API refuses any other with a 400). */
export function isWebhookUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === 'https:' || url.protocol === 'http:') && url.hostname !== '';
  } catch {
    return false;
  }
}
