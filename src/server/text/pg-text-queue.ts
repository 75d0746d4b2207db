/**
 * PostgreSQL's text jobs through pg-boss, so several servers share the work. pg-boss keeps its
 * tables in the schema our own tables live in when that is not `public` (each test file's
 * schema, dropped with it), else in its own `pgboss` schema. It talks through our Kysely pool,
 * and a job is sent inside the caller's transaction: the document and its job commit together.
 * A job whose server died stays active until it expires, then pg-boss retries it.
 */
import type { Kysely } from 'kysely';
import type PgBoss from 'pg-boss';
import type { Database } from '../db/schema.js';
import { bossExecutor } from '../jobs/boss-config.js';
import { startBossQueue, stopBossQueue } from '../jobs/boss-queue.js';
import type { FileStorage } from '../storage/file-storage.js';
import { runTextJob } from './run-text-job.js';
import type { TextJobConfig } from './text-job-config.js';
import type { TextJobLog, TextQueue } from './text-queue.js';

const QUEUE = 'extract-text';

interface ExtractTextData {
  documentId: string;
}

export function createPgTextQueue(
  db: Kysely<Database>,
  storage: FileStorage,
  config: TextJobConfig,
  log: TextJobLog,
): TextQueue {
  let boss: PgBoss | undefined;
  const retry = {
    retryLimit: config.attempts - 1,
    retryDelay: Math.max(1, Math.round(config.backoffMs / 1000)),
    retryBackoff: true,
    expireInSeconds: config.expireSeconds,
  };

  return {
    add: async (trx, documentId) => {
      if (!boss) throw new Error('the text job queue is not started');
      await boss.send(QUEUE, { documentId } satisfies ExtractTextData, { ...retry, db: bossExecutor(trx) });
    },
    start: async () => {
      boss = await startBossQueue(db, {
        name: QUEUE,
        retry,
        instance: {
          maintenanceIntervalSeconds: config.maintenanceSeconds,
          monitorStateIntervalSeconds: Math.max(config.maintenanceSeconds, 10),
        },
        log,
      });
      await boss.work<ExtractTextData>(
        QUEUE,
        { batchSize: 1, includeMetadata: true, pollingIntervalSeconds: Math.max(0.5, config.pollMs / 1000) },
        async ([job]) => {
          if (!job) return;
          await runTextJob(db, storage, job.data.documentId, job.retryCount + 1, job.retryLimit + 1);
        },
      );
    },
    stop: async () => {
      const running = boss;
      boss = undefined;
      await stopBossQueue(running);
    },
  };
}
