/**
 * The durable "extract text" jobs. A job is written in the same transaction as the document
 * it is for (so a committed document always has one), then run in the background: on SQLite by
 * the one server polling the text_job table, on PostgreSQL by pg-boss, so that several servers
 * share the work. Both retry with a doubling backoff and survive a restart.
 */
import type { Kysely, Transaction } from 'kysely';
import type { Engine } from '../db/database.js';
import type { Database } from '../db/schema.js';
import type { FileStorage } from '../storage/file-storage.js';
import { closeOcr } from './extract-text.js';
import { createPgTextQueue } from './pg-text-queue.js';
import { createSqliteTextQueue } from './sqlite-text-queue.js';
import { readTextJobConfig } from './text-job-config.js';
import type { TextJobLog } from './text-queue.js';

export interface TextJobs {
  /** Marks the document's text pending and queues its job, inside the caller's transaction. */
  enqueue(trx: Transaction<Database>, documentId: string, tenantId: string): Promise<void>;
  start(): Promise<void>;
  stop(): Promise<void>;
}

export function createTextJobs(db: Kysely<Database>, engine: Engine, storage: FileStorage, log: TextJobLog): TextJobs {
  const config = readTextJobConfig();
  const queue =
    engine === 'postgres'
      ? createPgTextQueue(db, storage, config, log)
      : createSqliteTextQueue(db, storage, config, log);
  return {
    enqueue: async (trx, documentId, tenantId) => {
      const now = new Date().toISOString();
      await trx
        .insertInto('document_text')
        .values({ document_id: documentId, tenant_id: tenantId, status: 'pending', text: null, updated_at: now })
        .onConflict((oc) =>
          oc.column('document_id').doUpdateSet({ status: 'pending', attempts: 0, last_error: null, updated_at: now }),
        )
        .execute();
      await queue.add(trx, documentId);
    },
    start: () => queue.start(),
    stop: async () => {
      await queue.stop();
      await closeOcr();
    },
  };
}
