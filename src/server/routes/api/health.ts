/** GET /api/health: public; 200 when the database answers, 503 when it does not. */
import type { FastifyInstance } from 'fastify';
import { databaseReachable } from '../../db/database.js';
import type { AppContext } from '../../context.js';

export function healthRoutes(app: FastifyInstance, { db, engine }: AppContext): void {
  app.get('/api/health', { config: { public: true } }, async (_request, reply) => {
    const up = await databaseReachable(db);
    return reply.code(up ? 200 : 503).send({ status: up ? 'ok' : 'unavailable', database: up ? 'up' : 'down', engine });
  });
}
