/**
 * GET /api/access/policy: the live policy for the browser's guard and Casbin enforcer.
 * The ETag is the policy version, so the browser's frequent re-checks cost a 304.
 */
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { API_PATHS } from '../../../../common/api-paths.js';
import type { AppContext } from '../../../context.js';
import { route } from '../../../http/route.js';

export function accessRoutes(app: FastifyInstance, context: AppContext): void {
  route(app, context, {
    method: 'GET',
    url: API_PATHS.accessPolicy,
    action: 'signed-in',
    summary: 'The live access policy for the browser (ETag: its version)',
    headers: { 'If-None-Match': 'The version last read: 304 when unchanged' },
    answer: z.object({ version: z.string(), model: z.string(), policy: z.string() }),
    handle: async (_input, request, reply) => {
      const { version, model, text } = context.policy.current();
      const etag = `"${version}"`;
      reply.header('etag', etag).header('cache-control', 'no-cache');
      if (request.headers['if-none-match'] === etag) return reply.code(304).send();
      return { version, model, policy: text };
    },
  });
}
