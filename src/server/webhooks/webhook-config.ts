/** How webhooks are delivered, from the environment (tests shorten the waits). */
import { positiveFromEnv } from '../env-number.js';

export interface WebhookConfig {
  /** The first retry's delay; the schedule (retry-schedule.ts) is in multiples of it. */
  baseDelayMs: number;
  /** How often a server looks at the outbox and (SQLite) the due deliveries. */
  pollMs: number;
  /** How long one attempt may take. */
  timeoutMs: number;
  /** Failed attempts in a row that disable an endpoint. */
  disableAfter: number;
}

export function readWebhookConfig(): WebhookConfig {
  return {
    baseDelayMs: positiveFromEnv('WEBHOOK_BASE_DELAY_MS', 5000),
    pollMs: positiveFromEnv('WEBHOOK_POLL_MS', 1000),
    timeoutMs: positiveFromEnv('WEBHOOK_TIMEOUT_MS', 10_000),
    disableAfter: Math.floor(positiveFromEnv('WEBHOOK_DISABLE_AFTER', 20)),
  };
}

/** Loopback and private addresses are refused unless this is set (development and tests); read at each delivery. */
export function allowPrivateAddresses(): boolean {
  return process.env.WEBHOOK_ALLOW_PRIVATE === 'true';
}
