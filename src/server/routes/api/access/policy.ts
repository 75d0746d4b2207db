/**
 * GET /api/access/policy: the live policy for the browser's guard and Casbin enforcer.
 * The ETag is the policy version, so the browser's frequent re-checks cost a 304.
 */
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../../context.js';

export function accessRoutes(app: FastifyInstance, { policy }: AppContext): void {
  app.get('/api/access/policy', async (request, reply) => {
    const { version, model, text } = policy.current();
    const etag = `"${version}"`;
    reply.header('etag', etag).header('cache-control', 'no-cache');
    if (request.headers['if-none-match'] === etag) return reply.code(304).send();
    return { version, model, policy: text };
  });
}
