/**
 * GET /api/access/policy: the live policy for the browser's guard and Casbin enforcer.
 * The ETag is the policy version, so the browser's frequent re-checks cost a 304.
 */
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../../context.js';
import { described } from '../../../http/route-doc.js';
import { z } from 'zod';

export function accessRoutes(app: FastifyInstance, { policy }: AppContext): void {
  const livePolicyDoc = described({
    summary: 'The live access policy for the browser (ETag: its version)',
    action: 'signed-in',
    tags: ['access'],
    headers: { 'If-None-Match': 'The version last read: 304 when unchanged' },
    answer: z.object({ version: z.string(), model: z.string(), policy: z.string() }),
  });
  app.get('/api/access/policy', livePolicyDoc, async (request, reply) => {
    const { version, model, text } = policy.current();
    const etag = `"${version}"`;
    reply.header('etag', etag).header('cache-control', 'no-cache');
    if (request.headers['if-none-match'] === etag) return reply.code(304).send();
    return { version, model, policy: text };
  });
}
