/**
 * The text backfill (issue 12): files that arrived before text extraction existed get the same
 * "extract text" job.
 *   GET  /api/admin/text-backfill   progress: documents with a file, and their text by status
 *   POST /api/admin/text-backfill   queues every document with a file and no text record yet
 *                                   (and, with {"retryFailed": true}, the failed ones again);
 *                                   answers { queued } and the progress
 * Both within the caller's data scope.
 */
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { API_PATHS } from '../../../../common/api-paths.js';
import { textBackfillRequest, type TextBackfillProgress } from '../../../../common/schemas/archive.js';
import { scopeCondition, type Grant } from '../../../auth/scope.js';
import type { AppContext } from '../../../context.js';
import type { TextJobs } from '../../../text/text-jobs.js';
import { route } from '../../../http/route.js';

/** Documents queued per transaction: a long backfill never holds the writer for long. */
const BATCH = 200;

async function progress(context: AppContext, grants: readonly Grant[]): Promise<TextBackfillProgress> {
  const rows = await context.db
    .selectFrom('document')
    .leftJoin('document_text', 'document_text.document_id', 'document.id')
    .select([sql<string>`coalesce(document_text.status, 'missing')`.as('status'), (eb) => eb.fn.countAll().as('n')])
    .where('document.upload_id', 'is not', null)
    .where(scopeCondition('document', grants))
    .groupBy(sql`coalesce(document_text.status, 'missing')`)
    .execute();
  const counts = { missing: 0, pending: 0, done: 0, failed: 0, none: 0 };
  for (const row of rows) if (row.status in counts) counts[row.status as keyof typeof counts] = Number(row.n);
  const total = Object.values(counts).reduce((a, b) => a + b, 0);
  return { total, ...counts };
}

export function textBackfillRoutes(app: FastifyInstance, context: AppContext, jobs: TextJobs): void {
  route(app, context, {
    method: 'GET',
    url: API_PATHS.admin.textBackfill,
    action: 'text-backfill:read',
    summary: 'Text extraction progress of the documents with a file',
    tags: ['administration'],
    handle: async ({ principal }) => progress(context, principal.grants),
  });

  route(app, context, {
    method: 'POST',
    url: API_PATHS.admin.textBackfill,
    action: 'text-backfill:run',
    summary: 'Queue text extraction for every document with a file and no text yet',
    tags: ['administration'],
    body: textBackfillRequest,
    optionalBody: true,
    handle: async ({ principal, body: { retryFailed } }) => {
      let queued = 0;
      for (;;) {
        const batch = await context.db.transaction().execute(async (trx) => {
          const due = await trx
            .selectFrom('document')
            .leftJoin('document_text', 'document_text.document_id', 'document.id')
            .select(['document.id', 'document.tenant_id'])
            .where('document.upload_id', 'is not', null)
            .where(scopeCondition('document', principal.grants))
            .where((eb) =>
              retryFailed
                ? eb.or([eb('document_text.status', 'is', null), eb('document_text.status', '=', 'failed')])
                : eb('document_text.status', 'is', null),
            )
            .limit(BATCH)
            .execute();
          for (const row of due) await jobs.enqueue(trx, row.id, row.tenant_id);
          return due.length;
        });
        queued += batch;
        if (batch < BATCH) break;
      }
      return { queued, progress: await progress(context, principal.grants) };
    },
  });
}
