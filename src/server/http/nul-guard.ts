/**
 * NUL (U+0000) is refused in every text the API reads, with 400: PostgreSQL cannot hold it in
 * text and fails the whole query (a 500), while SQLite would store it. One rule at the edge
 * keeps both engines alike. It covers the URL (path and query, where it arrives as %00) and the
 * parsed body for every route, and every input validated with parseOr400 (tus metadata too).
 */
import type { FastifyInstance } from 'fastify';
import { hasNul, nulRefused } from '../errors.js';

export function installNulGuard(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    if (/%00/i.test(request.url) || hasNul(request.body)) throw nulRefused();
  });
}
