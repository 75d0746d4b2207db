/**
 * The upload intake and file serving (issue 5): tus under /api/uploads/tus, the per-file result,
 * and downloads/previews. Storage is chosen by the environment (create-storage.ts) unless a backend is given.
 */
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../../context.js';
import type { FileStorage } from '../../../storage/file-storage.js';
import { createStorage } from '../../../storage/create-storage.js';
import { contentRoutes } from './content-routes.js';
import { readIntakeConfig } from '../../../storage/intake-config.js';
import { createIntakeService, type IntakeService } from '../../../services/uploads/intake-service.js';
import { tusRoutes } from './tus-routes.js';
import { uploadHistoryRoutes } from './upload-history.js';
import { uploadResourceRoutes } from './uploads.js';
import { createTextJobs } from '../../../text/text-jobs.js';
import { textBackfillRoutes } from '../admin/text-backfill.js';

export function uploadRoutes(app: FastifyInstance, context: AppContext, storage?: FileStorage): IntakeService {
  const config = readIntakeConfig();
  const files = storage ?? createStorage();
  const textJobs = createTextJobs(context.db, context.engine, files, app.log);
  const intake = createIntakeService(context.db, context.engine, files, config, app.log, textJobs);
  // Once across all servers (jobs/scheduler.ts): expiry of unfinished uploads, then orphan files.
  context.scheduler.every('upload-sweep', config.sweepMs, () => intake.sweep());
  app.addHook('onReady', () => textJobs.start());
  app.addHook('onClose', async () => {
    await textJobs.stop();
    intake.close();
    // A storage made here is ours to close; one passed in belongs to the caller.
    if (!storage) await files.close?.();
  });
  uploadResourceRoutes(app, context);
  tusRoutes(app, context, intake);
  contentRoutes(app, context, files, config.signingSecret);
  uploadHistoryRoutes(app, context);
  textBackfillRoutes(app, context, textJobs);
  return intake;
}
