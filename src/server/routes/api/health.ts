/**
 * GET /api/health: public; 200 when the database answers and the server is not overloaded,
 * 503 otherwise, saying which (`database: 'down'`, `load: 'overloaded'` with Retry-After).
 * Back-pressure (edge/back-pressure.ts) never refuses this route, so it can tell.
 */
import type { FastifyInstance } from 'fastify';
import { databaseReachable } from '../../db/database.js';
import type { AppContext } from '../../context.js';
import { described } from '../../http/route-doc.js';
import { z } from 'zod';

export function healthRoutes(app: FastifyInstance, { db, engine }: AppContext, retryAfterSeconds = 10): void {
  const healthDoc = described(
    {
      summary: 'Up when the database answers and the server is not overloaded (503 otherwise, saying which)',
      action: 'public',
      tags: ['health'],
      answer: z.object({
        status: z.enum(['ok', 'unavailable']),
        database: z.enum(['up', 'down']),
        load: z.enum(['normal', 'overloaded']),
        engine: z.string(),
      }),
    },
    { public: true },
  );
  app.get('/api/health', healthDoc, async (_request, reply) => {
    const overloaded = app.isUnderPressure();
    const up = await databaseReachable(db);
    const ok = up && !overloaded;
    if (overloaded) reply.header('retry-after', String(retryAfterSeconds));
    return reply.code(ok ? 200 : 503).send({
      status: ok ? 'ok' : 'unavailable',
      database: up ? 'up' : 'down',
      load: overloaded ? 'overloaded' : 'normal',
      engine,
    });
  });
}
