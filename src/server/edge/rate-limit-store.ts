/**
 * The rate limits' counters in Redis (REDIS_URL), so several servers behind one address count
 * one limit together rather than one each. Redis is a helper, not a dependency: a command
 * fails at once while Redis is unreachable (no offline queue, a short command timeout), the
 * limiter then lets the request through (skipOnError), and the outage and the recovery are
 * each logged once.
 */
import type { FastifyBaseLogger } from 'fastify';
import { Redis } from 'ioredis';

export interface RateLimitStoreSettings {
  redisUrl: string;
  /** Before every counter's key: one per deployment (and per test), so two never share counters. */
  keyPrefix: string;
}

export function openRateLimitRedis(settings: RateLimitStoreSettings, log: FastifyBaseLogger): Redis {
  const redis = new Redis(settings.redisUrl, {
    // A request never waits for Redis to come back; the limiter skips the count instead.
    enableOfflineQueue: false,
    maxRetriesPerRequest: 0,
    commandTimeout: 1_000,
    connectTimeout: 2_000,
    // Reconnects for as long as the server runs, at most every 2 s.
    retryStrategy: (times) => Math.min(times * 200, 2_000),
  });
  let down = false;
  redis.on('error', (error: Error) => {
    if (down) return;
    down = true;
    log.warn(
      { err: error.message, redis: 'rate-limits' },
      'rate limit store (Redis) unreachable: requests are let through uncounted until it returns',
    );
  });
  redis.on('ready', () => {
    if (!down) return;
    down = false;
    log.info({ redis: 'rate-limits' }, 'rate limit store (Redis) reachable again: counting resumed');
  });
  return redis;
}

/** Waits a moment for the first connection, so the first requests are counted; Redis down does not hold the start. */
export async function firstConnection(redis: Redis, ms = 3_000): Promise<void> {
  if (redis.status === 'ready') return;
  await new Promise<void>((resolve) => {
    const done = () => {
      clearTimeout(timer);
      redis.off('ready', done);
      resolve();
    };
    const timer = setTimeout(done, ms);
    redis.once('ready', done);
  });
}
