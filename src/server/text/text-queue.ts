/** What each engine's text job queue offers (sqlite-text-queue.ts, pg-text-queue.ts); text-jobs.ts picks one. */
import type { Transaction } from 'kysely';
import type { Database } from '../db/schema.js';

export interface TextQueue {
  /** Adds one job inside the caller's transaction. */
  add(trx: Transaction<Database>, documentId: string): Promise<void>;
  start(): Promise<void>;
  stop(): Promise<void>;
}

export interface TextJobLog {
  error(details: object, message: string): void;
}
