/**
 * Builds the API: the error handler, the one authentication hook, then the routes. With a
 * static directory it also serves the built web app, answering unknown app paths with the
 * app shell and status 404 so the browser shows its error page.
 */
import fs from 'node:fs';
import type http from 'node:http';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import Fastify, { type FastifyHttpOptions, type FastifyInstance } from 'fastify';
import { matchPage } from '../common/pages.js';
import { installAuthentication } from './auth/authenticate.js';
import type { AppBase, AppContext } from './context.js';
import { createScheduler } from './jobs/scheduler.js';
import { deleteOldSpills, openLiveBus, SPILL_KEEP_MS } from './live/bus.js';
import type { FileStorage } from './storage/file-storage.js';
import { createStorage } from './storage/create-storage.js';
import { installBackPressure } from './edge/back-pressure.js';
import { defaultEdgeSettings, type EdgeSettings } from './edge/edge-settings.js';
import { installApiKeyRateLimit, installRateLimits } from './edge/rate-limits.js';
import { inlineScriptHashes, installSecurityHeaders } from './edge/security-headers.js';
import { installErrorHandler, sendNoRoute } from './http/error-handler.js';
import { installJsonDepthLimit } from './http/json-depth.js';
import { installNulGuard } from './http/nul-guard.js';
import { exposeTotalCount } from './http/list-resource.js';
import { route } from './http/route.js';
import { installRouteList } from './http/route-list.js';
import { accessRoutes } from './routes/api/access/policy.js';
import { adminRoutes } from './routes/api/admin/index.js';
import { apiDocsRoutes } from './routes/api/docs.js';
import { apiRoutes } from './routes/api/index.js';
import { liveRoutes } from './routes/api/live.js';
import { publicGuestRoutes } from './routes/api/public/guest.js';
import { publicSignInMethodsRoutes } from './routes/api/public/sign-in-methods.js';
import { publicAccountMailRoutes } from './routes/api/public/account-mail.js';
import { verificationMailRoutes } from './routes/api/account/verification-mail.js';
import { createMailSender } from './mail/create-mail-sender.js';
import type { MailSender } from './mail/mail-sender.js';
import { readConfig } from './config.js';
import { accountMailLimiter } from './services/accounts/account-mail-limits.js';
import { publicTrainingRoutes } from './routes/api/public/training.js';
import { authUserRoutes } from './routes/api/authuser.js';
import { healthRoutes } from './routes/api/health.js';
import { uploadRoutes } from './routes/api/uploads/index.js';
import { webhookRoutes } from './routes/api/webhooks/index.js';
import { openWebhooks } from './webhooks/webhooks.js';
import { scheduleSlaChecks } from './services/sla/sla-timer.js';
import { openIntake } from './services/uploads/open-intake.js';
import { scheduleDigests, type DigestSchedule } from './services/notifications/digest-timer.js';
import { openInboundMail, type InboundMail, type InboundMailOptions } from './mail-intake/inbound-listener.js';
import { mailIntakeRoutes } from './routes/api/mail-intake/index.js';

export interface AppOptions {
  staticDir?: string;
  logger?: boolean | { level: string };
  /** The file storage of the uploads; by default the one the environment chooses (create-storage.ts). */
  storage?: FileStorage;
  /** How often the SLA check runs (main.ts); without it none is scheduled (tests call checkSla). */
  slaCheckMs?: number;
  /** PostgreSQL: the URL for the live bus's listening connection (default: DATABASE_URL). */
  databaseUrl?: string;
  /** Headers, rate limits, back-pressure (edge/); by default development's (loopback not limited). */
  edge?: EdgeSettings;
  /** The daily digest email's timer (main.ts); without it no digest is scheduled (tests). */
  digest?: DigestSchedule;
  /**
   * The mails of the ways in (reset, sign-in link, confirmation): who sends them and the portal's
   * address for their links. By default, the environment's mail sender and the request's own
   * host; how often they may be asked for is the edge's (`rateLimits.accountMail`).
   */
  accountMail?: { sender?: MailSender; appUrl?: string };
  /** The inbound SMTP listener (documents by email); without it none runs in this process. */
  inboundMail?: Omit<InboundMailOptions, 'workDir'>;
  /** The domain of the locations' addresses, shown even where no listener runs. */
  inboundDomain?: string;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The inbound SMTP listener, when this app runs one (its port once the app is ready). */
    inboundMail?: InboundMail;
  }
}

export async function buildApp(base: AppBase, options: AppOptions = {}): Promise<FastifyInstance> {
  const edge = options.edge ?? defaultEdgeSettings();
  const serverOptions: FastifyHttpOptions<http.Server> = {
    logger: options.logger ?? false,
    bodyLimit: 1024 * 1024,
    trustProxy: edge.trustProxy,
  };
  const app = Fastify(serverOptions);
  installRouteList(app);
  const live = await openLiveBus({
    db: base.db,
    engine: base.engine,
    databaseUrl: options.databaseUrl ?? process.env.DATABASE_URL,
    log: app.log,
  });
  const scheduler = createScheduler(base.db, base.engine, app.log);
  // A storage made here is ours to close; one passed in belongs to the caller.
  const files = options.storage ?? createStorage();
  const mail = options.accountMail?.sender ?? createMailSender(readConfig());
  const context: AppContext = { ...base, live, scheduler, files, mail };
  scheduler.every('live-spill-cleanup', SPILL_KEEP_MS, () => deleteOldSpills(base.db));
  // Routes register their tasks while they are built; the tasks start once all are.
  app.addHook('onReady', () => scheduler.start());
  app.addHook('onClose', async () => {
    await scheduler.stop();
    await live.close();
    if (!options.storage) await files.close?.();
  });
  installErrorHandler(app);
  // The edge, in the order its hooks run: headers on every answer (429 and 503 included), then
  // back-pressure, then the rate limits, all before a token is verified or a body parsed.
  const shell = options.staticDir ? fs.readFileSync(path.join(options.staticDir, 'index.html'), 'utf8') : '';
  await installSecurityHeaders(app, edge, inlineScriptHashes(shell));
  await installBackPressure(app, edge.pressure);
  await installRateLimits(app, edge.rateLimits);
  installJsonDepthLimit(app);
  installNulGuard(app);
  installAuthentication(app, context.identity, context.db);
  installApiKeyRateLimit(app, edge.rateLimits);
  exposeTotalCount(app);
  const intake = openIntake(app, context);
  healthRoutes(app, context, edge.pressure.retryAfterSeconds);
  authUserRoutes(app, context, options.accountMail?.appUrl);
  accessRoutes(app, context);
  adminRoutes(app, context, intake.textJobs);
  apiRoutes(app, context);
  liveRoutes(app, context);
  publicTrainingRoutes(app, context);
  publicGuestRoutes(app, context);
  publicSignInMethodsRoutes(app, context);
  const accountMail = {
    appUrl: options.accountMail?.appUrl,
    limit: accountMailLimiter(app, edge.rateLimits.accountMail),
  };
  publicAccountMailRoutes(app, context, accountMail);
  verificationMailRoutes(app, context, accountMail);
  uploadRoutes(app, context, intake);
  mailIntakeRoutes(app, context, options.inboundDomain ?? options.inboundMail?.domain);
  if (options.inboundMail) {
    const workDir = path.join(path.resolve(process.env.DATA_DIR ?? 'data'), 'mail-incoming');
    const mail = openInboundMail(context, intake.textJobs, { ...options.inboundMail, workDir }, app.log);
    app.decorate('inboundMail', mail);
    app.addHook('onReady', async () => {
      await mail.listen();
    });
    app.addHook('onClose', () => mail.close());
  }
  webhookRoutes(app, context, openWebhooks(app, context));
  await apiDocsRoutes(app);
  if (options.digest) scheduleDigests(app, context, options.digest);
  if (options.slaCheckMs) scheduleSlaChecks(context, options.slaCheckMs);
  if (options.staticDir) await serveWebApp(app, context, options.staticDir, shell);
  return app;
}

/** Where the build puts the files whose names carry their content's hash. */
const HASHED_ASSETS = '/assets/';
const ONE_YEAR_MS = 365 * 24 * 60 * 60 * 1000;

async function serveWebApp(app: FastifyInstance, context: AppContext, root: string, shell: string): Promise<void> {
  // serve: false only lends reply.sendFile; the one route below decides what each path gets.
  await app.register(fastifyStatic, { root, serve: false });
  route(app, context, {
    method: 'GET',
    url: '/*',
    action: 'public',
    summary: 'The web app: its built files, else the app shell (404 for a path that is no page)',
    answerType: 'text/html',
    handle: async (_input, request, reply) => {
      const pathname = request.url.split('?')[0] ?? '/';
      if (pathname.startsWith('/api/')) return sendNoRoute(request, reply);
      const file = path.join(root, pathname);
      // Built assets are served as files; any other path gets the app shell, which routes itself.
      if (file.startsWith(root + path.sep) && fs.existsSync(file) && fs.statSync(file).isFile()) {
        // A built asset's name carries its content's hash, so a browser may keep it for good and
        // a page load asks only for the shell and the build info; everything else is revalidated.
        const kept = pathname.startsWith(HASHED_ASSETS) ? { maxAge: ONE_YEAR_MS, immutable: true } : {};
        return reply.sendFile(path.relative(root, file), kept);
      }
      const known = pathname === '/' || matchPage(pathname) !== undefined;
      return reply
        .code(known ? 200 : 404)
        .type('text/html')
        .header('cache-control', 'no-cache')
        .send(shell);
    },
  });
}
