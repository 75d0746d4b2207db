/**
 * How often the mails of the ways in may be asked for: per address (one flood from one place)
 * and per email (one person's inbox flooded from many places). Over either is 429 with
 * Retry-After, worded like every other rate limit. The counters are the rate limiter's, so they
 * are shared across servers wherever its store is.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AccountMailLimits } from '../../edge/edge-settings.js';
import { countOr429 } from '../../edge/rate-limits.js';

/**
 * The email a request is about, as one inbox (case and spaces don't make another): the body's,
 * else the signed-in caller's (a new account asking for its confirmation again).
 */
const emailOf = (request: FastifyRequest) =>
  String((request.body as { email?: unknown } | undefined)?.email ?? request.caller?.email ?? '')
    .trim()
    .toLowerCase();

/** A check to run once the request is valid: throws 429 when the address or the email is over. */
export type AccountMailLimiter = (request: FastifyRequest, reply: FastifyReply) => Promise<void>;

export function accountMailLimiter(app: FastifyInstance, limits: AccountMailLimits): AccountMailLimiter {
  const timeWindow = limits.windowSeconds * 1000;
  const limiters = [
    { max: limits.perAddress, keyGenerator: (request: FastifyRequest) => `account-mail:address:${request.ip}` },
    { max: limits.perEmail, keyGenerator: (request: FastifyRequest) => `account-mail:email:${emailOf(request)}` },
  ]
    .filter(({ max }) => max > 0)
    .map((options) => app.createRateLimit({ ...options, timeWindow }));
  return async (request, reply) => {
    for (const limiter of limiters) await countOr429(limiter, request, reply);
  };
}
