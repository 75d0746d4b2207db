/**
 * SQLite's text jobs: rows of text_job polled by the one server, one job at a time (OCR is
 * CPU-bound). A job found running at start was cut short by a crash and runs again.
 */
import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';
import { createPollLoop } from '../jobs/poll-loop.js';
import type { FileStorage } from '../storage/file-storage.js';
import { runTextJob } from './run-text-job.js';
import type { TextJobConfig } from './text-job-config.js';
import type { TextJobLog, TextQueue } from './text-queue.js';

/** How soon an idle queue looks for a job just added (its transaction commits in between). */
const SOON_MS = 30;

export function createSqliteTextQueue(
  db: Kysely<Database>,
  storage: FileStorage,
  config: TextJobConfig,
  log: TextJobLog,
): TextQueue {
  /** Takes the next due job (one statement: the single writer makes it atomic). */
  const claim = async () => {
    const now = new Date().toISOString();
    return db
      .updateTable('text_job')
      .set((eb) => ({ status: 'running', attempts: eb('attempts', '+', 1), updated_at: now }))
      .where(
        'id',
        '=',
        db
          .selectFrom('text_job')
          .select('id')
          .where('status', '=', 'queued')
          .where('run_after', '<=', now)
          .orderBy('run_after')
          .limit(1),
      )
      .returning(['id', 'document_id', 'attempts'])
      .executeTakeFirst();
  };

  const runOne = async (): Promise<boolean> => {
    const job = await claim();
    if (!job) return false;
    try {
      await runTextJob(db, storage, job.document_id, job.attempts, config.attempts);
      await db.deleteFrom('text_job').where('id', '=', job.id).execute();
    } catch (error) {
      const message = (error instanceof Error ? error.message : String(error)).slice(0, 1000);
      const last = job.attempts >= config.attempts;
      const delay = config.backoffMs * 2 ** (job.attempts - 1);
      await db
        .updateTable('text_job')
        .set({
          status: last ? 'failed' : 'queued',
          last_error: message,
          run_after: new Date(Date.now() + delay).toISOString(),
          updated_at: new Date().toISOString(),
        })
        .where('id', '=', job.id)
        .execute();
    }
    return true;
  };

  const loop = createPollLoop(config.pollMs, runOne, (error) => log.error({ err: error }, 'text job poll failed'));

  return {
    add: async (trx, documentId) => {
      const now = new Date().toISOString();
      await trx
        .insertInto('text_job')
        .values({
          id: randomUUID(),
          document_id: documentId,
          status: 'queued',
          run_after: now,
          last_error: null,
          created_at: now,
          updated_at: now,
        })
        .execute();
      // An idle queue looks again right after the caller's write commits, not at its next poll:
      // a PDF's words are read in milliseconds, and the DBO may be waiting for its suggestions.
      loop.poke(SOON_MS);
    },
    start: async () => {
      // The one server just started: a job still marked running was interrupted.
      await db.updateTable('text_job').set({ status: 'queued' }).where('status', '=', 'running').execute();
      loop.start();
    },
    stop: () => loop.stop(),
  };
}
