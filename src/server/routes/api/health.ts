/**
 * GET /api/health: public; 200 when the database answers and the server is not overloaded,
 * 503 otherwise, saying which (`database: 'down'`, `load: 'overloaded'`, each with Retry-After).
 * Back-pressure (edge/back-pressure.ts) never refuses this route, so it can tell.
 */
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { API_PATHS } from '../../../common/api-paths.js';
import { databaseReachable } from '../../db/database.js';
import { DATABASE_RETRY_AFTER_SECONDS } from '../../db/db-errors.js';
import type { AppContext } from '../../context.js';
import { route } from '../../http/route.js';

export function healthRoutes(app: FastifyInstance, context: AppContext, retryAfterSeconds = 10): void {
  route(app, context, {
    method: 'GET',
    url: API_PATHS.health,
    action: 'public',
    summary: 'Up when the database answers and the server is not overloaded (503 otherwise, saying which)',
    answer: z.object({
      status: z.enum(['ok', 'unavailable']),
      database: z.enum(['up', 'down']),
      load: z.enum(['normal', 'overloaded']),
      engine: z.string(),
    }),
    handle: async (_input, _request, reply) => {
      const overloaded = app.isUnderPressure();
      const up = await databaseReachable(context.db);
      const ok = up && !overloaded;
      if (overloaded) reply.header('retry-after', String(retryAfterSeconds));
      else if (!up) reply.header('retry-after', String(DATABASE_RETRY_AFTER_SECONDS));
      return reply.code(ok ? 200 : 503).send({
        status: ok ? 'ok' : 'unavailable',
        database: up ? 'up' : 'down',
        load: overloaded ? 'overloaded' : 'normal',
        engine: context.engine,
      });
    },
  });
}
