/** What each engine's webhook delivery queue offers (sqlite-webhook-queue.ts, pg-webhook-queue.ts). */
import type { Transaction } from 'kysely';
import type { Database } from '../db/schema.js';

export interface WebhookQueue {
  /** Queues an attempt of the delivery at runAt, inside the caller's transaction. */
  add(trx: Transaction<Database>, deliveryId: string, runAt: Date): Promise<void>;
  start(): Promise<void>;
  stop(): Promise<void>;
}

export interface WebhookLog {
  error(details: object, message: string): void;
  warn(details: object, message: string): void;
}
