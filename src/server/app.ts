/**
 * Builds the API: the error handler, the one authentication hook, then the routes. With a
 * static directory it also serves the built web app, answering unknown app paths with the
 * app shell and status 404 so the browser shows its error page.
 */
import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import Fastify, { type FastifyInstance } from 'fastify';
import { matchPage } from '../common/pages.js';
import { installAuthentication } from './auth/authenticate.js';
import type { AppContext } from './context.js';
import type { FileStorage } from './storage/file-storage.js';
import { installErrorHandler, sendNoRoute } from './errors.js';
import { installJsonDepthLimit } from './json-depth.js';
import { accessRoutes } from './routes/api/access/policy.js';
import { adminRoutes } from './routes/api/admin/index.js';
import { apiRoutes } from './routes/api/index.js';
import { liveRoutes } from './routes/api/live.js';
import { publicGuestRoutes } from './routes/api/public/guest.js';
import { publicTrainingRoutes } from './routes/api/public/training.js';
import { authUserRoutes } from './routes/api/authuser.js';
import { healthRoutes } from './routes/api/health.js';
import { uploadRoutes } from './routes/api/uploads/index.js';

export interface AppOptions {
  staticDir?: string;
  logger?: boolean | { level: string };
  /** The file storage of the uploads; by default the one the environment chooses (create-storage.ts). */
  storage?: FileStorage;
}

export async function buildApp(context: AppContext, options: AppOptions = {}): Promise<FastifyInstance> {
  const app = Fastify({ logger: options.logger ?? false, bodyLimit: 1024 * 1024 });
  installErrorHandler(app);
  installJsonDepthLimit(app);
  installAuthentication(app, context.identity);
  healthRoutes(app, context);
  authUserRoutes(app, context);
  accessRoutes(app, context);
  adminRoutes(app, context);
  await apiRoutes(app, context);
  liveRoutes(app, context);
  publicTrainingRoutes(app, context);
  publicGuestRoutes(app, context);
  uploadRoutes(app, context, options.storage);
  if (options.staticDir) await serveWebApp(app, options.staticDir);
  return app;
}

async function serveWebApp(app: FastifyInstance, root: string): Promise<void> {
  const shell = fs.readFileSync(path.join(root, 'index.html'), 'utf8');
  // serve: false only lends reply.sendFile; the one route below decides what each path gets.
  await app.register(fastifyStatic, { root, serve: false });
  app.get('/*', { config: { public: true } }, async (request, reply) => {
    const pathname = request.url.split('?')[0] ?? '/';
    if (pathname.startsWith('/api/')) return sendNoRoute(request, reply);
    const file = path.join(root, pathname);
    // Built assets are served as files; any other path gets the app shell, which routes itself.
    if (file.startsWith(root + path.sep) && fs.existsSync(file) && fs.statSync(file).isFile()) {
      return reply.sendFile(path.relative(root, file));
    }
    const known = pathname === '/' || matchPage(pathname) !== undefined;
    return reply
      .code(known ? 200 : 404)
      .type('text/html')
      .header('cache-control', 'no-cache')
      .send(shell);
  });
}
