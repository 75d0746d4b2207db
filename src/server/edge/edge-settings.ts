/**
 * The settings of the server's edge: security headers, rate limits on what a stranger can reach,
 * and back-pressure. Read from the environment (config.ts) with production defaults; outside
 * production the loopback address is exempt from the rate limits and back-pressure is off
 * unless a threshold is set, so a developer's machine and the test suite (which sign in many
 * times a minute from 127.0.0.1) never trip them. Tests of the limits pass low values.
 */
import type { RateLimitStoreSettings } from './rate-limit-store.js';

export interface RateLimit {
  /** Requests per window from one address (IPv6: one /64); 0 turns the limit off. */
  max: number;
}

/** The mails of the ways in (reset, sign-in link, confirmation): their own window; 0 turns a count off. */
export interface AccountMailLimits {
  perAddress: number;
  perEmail: number;
  windowSeconds: number;
}

export interface EdgeSettings {
  production: boolean;
  /** Fastify's trustProxy (TRUST_PROXY: true, or the proxies' addresses, comma-separated):
   * behind a proxy the client's address comes from X-Forwarded-For, so each client has its own
   * limit rather than all sharing the proxy's. */
  trustProxy: boolean | string;
  rateLimits: {
    windowSeconds: number;
    /** POST /api/authuser, sign-in's roles call; counted before the token is verified. */
    signIn: RateLimit;
    /** /api/public/* (training, guest, screen help). */
    public: RateLimit;
    health: RateLimit;
    /** The web app's shell (a page path); built files (a name with an extension) are not counted. */
    shell: RateLimit;
    /** Requests per window from one API key (by the key's id, whatever its address), after the key is verified. */
    apiKey: RateLimit;
    accountMail: AccountMailLimits;
    /** Addresses never limited (a monitor, a trusted proxy's own checks). */
    allow: string[];
    /** Counters in Redis (REDIS_URL), shared by every server; without it each server counts alone. */
    store?: RateLimitStoreSettings;
  };
  pressure: {
    /** Mean event-loop delay over a sample, in ms; 0 = not checked. */
    maxEventLoopDelayMs: number;
    /** Event-loop utilization over a sample, 0..1; 0 = not checked. */
    maxEventLoopUtilization: number;
    maxHeapUsedBytes: number;
    maxRssBytes: number;
    sampleIntervalMs: number;
    retryAfterSeconds: number;
  };
  csp: {
    /** The Auth Emulator's origins (development and test builds); never in production. */
    emulatorOrigins: string[];
    /** Firebase's auth domain (https://<project>.firebaseapp.com), for its sign-in frames. */
    authDomain?: string;
    /** More origins the browser may call (CSP_CONNECT_SRC). */
    extraConnect: string[];
  };
}

const list = (value: string | undefined) =>
  (value ?? '')
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);

function number(env: NodeJS.ProcessEnv, key: string, fallback: number, max = Number.MAX_SAFE_INTEGER): number {
  const raw = env[key];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isFinite(value) || value < 0 || value > max) {
    throw new Error(`${key} must be a number from 0 to ${max}, got "${raw}"`);
  }
  return value;
}

function trustProxyOf(raw: string | undefined): boolean | string {
  if (!raw || raw === 'false') return false;
  return raw === 'true' ? true : raw;
}

/** The emulator as the web build reaches it: its host, and the same port on localhost and 127.0.0.1. */
function emulatorOrigins(host: string | undefined): string[] {
  const port = host?.split(':').at(-1) || '9099';
  return [
    ...new Set([host ? `http://${host}` : undefined, `http://127.0.0.1:${port}`, `http://localhost:${port}`]),
  ].filter((origin): origin is string => Boolean(origin));
}

export function readEdgeSettings(env: NodeJS.ProcessEnv, production: boolean): EdgeSettings {
  const projectId = env.FIREBASE_PROJECT_ID ?? (production ? '' : 'demo-dbbs');
  const authDomain = env.FIREBASE_AUTH_DOMAIN || (projectId ? `${projectId}.firebaseapp.com` : undefined);
  return {
    production,
    trustProxy: trustProxyOf(env.TRUST_PROXY),
    rateLimits: {
      windowSeconds: number(env, 'RATE_LIMIT_WINDOW_SECONDS', 60) || 60,
      signIn: { max: number(env, 'RATE_LIMIT_SIGN_IN', 60) },
      public: { max: number(env, 'RATE_LIMIT_PUBLIC', 120) },
      health: { max: number(env, 'RATE_LIMIT_HEALTH', 120) },
      shell: { max: number(env, 'RATE_LIMIT_SHELL', 300) },
      apiKey: { max: number(env, 'RATE_LIMIT_API_KEY', 600) },
      accountMail: {
        perAddress: number(env, 'RATE_LIMIT_ACCOUNT_MAIL_ADDRESS', 20),
        perEmail: number(env, 'RATE_LIMIT_ACCOUNT_MAIL_EMAIL', 5),
        windowSeconds: number(env, 'RATE_LIMIT_ACCOUNT_MAIL_WINDOW_SECONDS', 900) || 900,
      },
      allow: env.RATE_LIMIT_ALLOW !== undefined ? list(env.RATE_LIMIT_ALLOW) : production ? [] : ['127.0.0.1', '::1'],
      ...(env.REDIS_URL
        ? { store: { redisUrl: env.REDIS_URL, keyPrefix: `${env.REDIS_KEY_PREFIX || 'dbbs'}:rate-limit:` } }
        : {}),
    },
    pressure: {
      maxEventLoopDelayMs: number(env, 'PRESSURE_MAX_EVENT_LOOP_DELAY_MS', production ? 1000 : 0),
      maxEventLoopUtilization: number(env, 'PRESSURE_MAX_EVENT_LOOP_UTILIZATION', 0, 1),
      maxHeapUsedBytes: number(env, 'PRESSURE_MAX_HEAP_BYTES', 0),
      maxRssBytes: number(env, 'PRESSURE_MAX_RSS_BYTES', 0),
      sampleIntervalMs: number(env, 'PRESSURE_SAMPLE_INTERVAL_MS', 1000) || 1000,
      retryAfterSeconds: number(env, 'PRESSURE_RETRY_AFTER_SECONDS', 10) || 10,
    },
    csp: {
      emulatorOrigins: production ? [] : emulatorOrigins(env.FIREBASE_AUTH_EMULATOR_HOST || undefined),
      authDomain: authDomain ? `https://${authDomain}` : undefined,
      extraConnect: list(env.CSP_CONNECT_SRC),
    },
  };
}

/** The settings a server gets when none are given (tests, benchmarks): development's. */
export function defaultEdgeSettings(): EdgeSettings {
  return readEdgeSettings({ FIREBASE_AUTH_EMULATOR_HOST: process.env.FIREBASE_AUTH_EMULATOR_HOST }, false);
}

/** Settings with some parts replaced (tests of the limits). */
export interface EdgeOverrides {
  production?: boolean;
  trustProxy?: EdgeSettings['trustProxy'];
  rateLimits?: Partial<EdgeSettings['rateLimits']>;
  pressure?: Partial<EdgeSettings['pressure']>;
  csp?: Partial<EdgeSettings['csp']>;
}

export function withOverrides(base: EdgeSettings, overrides: EdgeOverrides = {}): EdgeSettings {
  return {
    production: overrides.production ?? base.production,
    trustProxy: overrides.trustProxy ?? base.trustProxy,
    rateLimits: { ...base.rateLimits, ...overrides.rateLimits },
    pressure: { ...base.pressure, ...overrides.pressure },
    csp: { ...base.csp, ...overrides.csp },
  };
}
