/**
 * Rate limits (@fastify/rate-limit's counters, per address, one /64 for IPv6) on what a stranger
 * can reach: the public content routes and the API's docs, health, the app shell, and sign-in's roles call. One
 * app-level hook, installed before authentication, so the roles call is counted before its
 * token is verified: a flood of bad tokens costs a counter, not a verification. Over the limit
 * is 429 with Retry-After (seconds) and a message in the caller's language. With a Redis store
 * (REDIS_URL) the counters are shared by every server; without it each server counts alone.
 */
import rateLimit, { normalizeIP } from '@fastify/rate-limit';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { HttpError } from '../errors.js';
import type { EdgeSettings, RateLimit } from './edge-settings.js';
import { firstConnection, openRateLimitRedis } from './rate-limit-store.js';

export type Limiter = ReturnType<FastifyInstance['createRateLimit']>;
type LimitName = 'signIn' | 'public' | 'health' | 'shell';

/** Which limit a request counts against, by its route; undefined: none. */
export function limitOf(request: FastifyRequest): LimitName | undefined {
  const route = request.routeOptions.url;
  if (route === '/api/authuser') return 'signIn';
  if (route === '/api/health') return 'health';
  if (route?.startsWith('/api/public/')) return 'public';
  // The API's description and its docs page are public too; the docs page's files are not counted.
  if (route?.startsWith('/api/docs') && !route.includes('/static/')) return 'public';
  if (route === '/*') {
    const pathname = request.url.split('?')[0] ?? '/';
    // A built file (a name with an extension) is cheap and loaded many at a time; a page path gets the shell.
    if (pathname.startsWith('/api/') || /\.[A-Za-z0-9]+$/.test(pathname)) return undefined;
    return 'shell';
  }
  return undefined;
}

/** The address as the allow list writes it (an IPv4 address mapped into IPv6 read as IPv4). */
const plainAddress = (ip: string) => ip.replace(/^::ffff:(\d+\.\d+\.\d+\.\d+)$/, '$1');

/** Counts the request on a limiter; over its limit, 429 with Retry-After (seconds) in the caller's words. */
export async function countOr429(limiter: Limiter, request: FastifyRequest, reply: FastifyReply): Promise<void> {
  const result = await limiter(request);
  if (result.isAllowed || !result.isExceeded) return;
  const seconds = Math.max(1, result.ttlInSeconds);
  reply.header('retry-after', String(seconds));
  throw new HttpError(429, 'tooManyRequests', { params: { seconds } });
}

export async function installRateLimits(app: FastifyInstance, settings: EdgeSettings['rateLimits']): Promise<void> {
  const redis = settings.store && openRateLimitRedis(settings.store, app.log);
  if (redis) {
    app.addHook('onClose', async () => void redis.disconnect());
    await firstConnection(redis);
  }
  await app.register(rateLimit, {
    global: false,
    ...(redis && settings.store ? { redis, nameSpace: settings.store.keyPrefix, skipOnError: true } : {}),
  });
  const allowed = new Set(settings.allow.map(plainAddress));
  const timeWindow = settings.windowSeconds * 1000;
  const make = (name: LimitName, { max }: RateLimit): Limiter | undefined =>
    max > 0
      ? app.createRateLimit({
          max,
          timeWindow,
          allowList: (request) => allowed.has(plainAddress(request.ip)),
          // Each limit its own counter: in Redis the limiters would otherwise share one key per address.
          keyGenerator: (request) => `${name}:${normalizeIP(request.ip, 64)}`,
        })
      : undefined;
  const limiters: Record<LimitName, Limiter | undefined> = {
    signIn: make('signIn', settings.signIn),
    public: make('public', settings.public),
    health: make('health', settings.health),
    shell: make('shell', settings.shell),
  };
  app.addHook('onRequest', async (request, reply) => {
    const name = limitOf(request);
    const limiter = name && limiters[name];
    if (!limiter) return;
    await countOr429(limiter, request, reply);
  });
}

/**
 * The per-key limit of machines' API keys, counted by the key's id after the key is verified
 * (so it runs after the authentication hook): one key cannot crowd out the others, whatever
 * address it calls from, and loopback is not exempt. Over the limit is 429 with Retry-After.
 */
export function installApiKeyRateLimit(app: FastifyInstance, settings: EdgeSettings['rateLimits']): void {
  if (settings.apiKey.max <= 0) return;
  const limiter = app.createRateLimit({
    max: settings.apiKey.max,
    timeWindow: settings.windowSeconds * 1000,
    keyGenerator: (request) => `api-key:${request.caller?.apiKey?.id ?? ''}`,
  });
  app.addHook('onRequest', async (request, reply) => {
    if (!request.caller?.apiKey) return;
    await countOr429(limiter, request, reply);
  });
}
