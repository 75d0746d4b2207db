/**
 * NUL (U+0000) is refused in every text the API reads, with 400: PostgreSQL cannot hold it in
 * text and fails the whole query (a 500), while SQLite would store it. One rule at the edge
 * keeps both engines alike. It covers the URL (path and query, where it arrives as %00) and the
 * parsed body for every route, and every input validated with parseOr400 (tus metadata too).
 */
import type { FastifyInstance } from 'fastify';
import { HttpError } from './errors.js';

/** Whether a string, or any key or string inside an array or object, holds a NUL character. */
export function hasNul(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return value.includes('\u0000');
  if (depth > 100 || value === null || typeof value !== 'object') return false;
  if (Array.isArray(value)) return value.some((item) => hasNul(item, depth + 1));
  return Object.entries(value).some(([key, item]) => key.includes('\u0000') || hasNul(item, depth + 1));
}

export const nulRefused = () => new HttpError(400, 'textHasNul');

export function installNulGuard(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    if (/%00/i.test(request.url) || hasNul(request.body)) throw nulRefused();
  });
}
