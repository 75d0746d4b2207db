/**
 * The upload intake as the app runs it, on the app's file storage: text and words extraction of
 * accepted files, the intake service (tus, the finisher, the sweep), and the sweep scheduled
 * once across all servers. The text jobs start
 * when the app is ready; everything opened here closes with the app.
 */
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.js';
import type { FileStorage } from '../../storage/file-storage.js';
import { readIntakeConfig } from '../../storage/intake-config.js';
import { createTextJobs, type TextJobs } from '../../text/text-jobs.js';
import { createIntakeService, type IntakeService } from './intake-service.js';

export interface OpenIntake {
  service: IntakeService;
  /** Where accepted files are kept. */
  files: FileStorage;
  textJobs: TextJobs;
  /** Signs preview URLs; random per start unless configured (several servers must share it). */
  signingSecret?: string;
}

export function openIntake(app: FastifyInstance, context: AppContext): OpenIntake {
  const config = readIntakeConfig();
  const files = context.files;
  const textJobs = createTextJobs(context.db, context.engine, files, app.log);
  const service = createIntakeService(context.db, context.engine, files, config, app.log, textJobs);
  // Once across all servers (jobs/scheduler.ts): expiry of unfinished uploads, then orphan files.
  context.scheduler.every('upload-sweep', config.sweepMs, () => service.sweep());
  app.addHook('onReady', () => textJobs.start());
  app.addHook('onClose', async () => {
    await textJobs.stop();
    service.close();
  });
  return { service, files, textJobs, signingSecret: config.signingSecret };
}
