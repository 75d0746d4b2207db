/**
 * The uploads' routes: the upload records (uploads.ts), the tus intake under /api/uploads/tus
 * with the per-file result (tus-routes.ts), downloads and previews (content-routes.ts) and the
 * upload history (upload-history.ts). The intake they use is opened by the app
 * (services/uploads/open-intake.ts).
 */
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../../context.js';
import type { OpenIntake } from '../../../services/uploads/open-intake.js';
import { contentRoutes } from './content-routes.js';
import { tusRoutes } from './tus-routes.js';
import { uploadHistoryRoutes } from './upload-history.js';
import { uploadResourceRoutes } from './uploads.js';

export function uploadRoutes(app: FastifyInstance, context: AppContext, intake: OpenIntake): void {
  uploadResourceRoutes(app, context);
  tusRoutes(app, context, intake.service);
  contentRoutes(app, context, intake.files, intake.signingSecret);
  uploadHistoryRoutes(app, context);
}
