/**
 * How often the mails of the ways in may be asked for: per address (one flood from one place)
 * and per email (one person's inbox flooded from many places). Over either is 429 with
 * Retry-After, worded like every other rate limit. The counters are the rate limiter's, so they
 * are shared across servers wherever its store is.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { HttpError } from '../../errors.js';

export interface AccountMailLimits {
  perAddress: number;
  perEmail: number;
  windowSeconds: number;
}

/** RATE_LIMIT_ACCOUNT_MAIL_ADDRESS and _EMAIL per RATE_LIMIT_ACCOUNT_MAIL_WINDOW_SECONDS (20 and 5 per 15 minutes). */
export function accountMailLimitsFrom(env: NodeJS.ProcessEnv): AccountMailLimits {
  const count = (value: string | undefined, fallback: number) => {
    const parsed = Number(value);
    return value !== undefined && Number.isInteger(parsed) && parsed > 0 ? parsed : fallback;
  };
  return {
    perAddress: count(env.RATE_LIMIT_ACCOUNT_MAIL_ADDRESS, 20),
    perEmail: count(env.RATE_LIMIT_ACCOUNT_MAIL_EMAIL, 5),
    windowSeconds: count(env.RATE_LIMIT_ACCOUNT_MAIL_WINDOW_SECONDS, 900),
  };
}

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
  const byAddress = app.createRateLimit({
    max: limits.perAddress,
    timeWindow,
    keyGenerator: (request) => `account-mail:address:${request.ip}`,
  });
  const byEmail = app.createRateLimit({
    max: limits.perEmail,
    timeWindow,
    keyGenerator: (request) => `account-mail:email:${emailOf(request)}`,
  });
  return async (request, reply) => {
    for (const limiter of [byAddress, byEmail]) {
      const result = await limiter(request);
      if (result.isAllowed || !result.isExceeded) continue;
      const seconds = Math.max(1, result.ttlInSeconds);
      reply.header('retry-after', String(seconds));
      throw new HttpError(429, 'tooManyRequests', { params: { seconds } });
    }
  };
}
