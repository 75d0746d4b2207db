/**
 * Every setting of the API server, read once from the environment with embedded defaults
 * for development (`npm start` needs no variable at all).
 */
import path from 'node:path';
import { DEFAULT_CONNECT_TIMEOUT_MS, DEFAULT_QUERY_TIMEOUT_MS } from './db/database.js';
import { readEdgeSettings, type EdgeSettings } from './edge/edge-settings.js';

export interface ServerConfig {
  production: boolean;
  host: string;
  port: number;
  /** postgres://… selects PostgreSQL; otherwise SQLite at sqliteFile. */
  databaseUrl?: string;
  /** PostgreSQL: the schema to use (DATABASE_SCHEMA; a test gives its child server its own). */
  databaseSchema?: string;
  /** PostgreSQL: how long a new connection may take (DATABASE_CONNECT_TIMEOUT_MS, default 5,000). */
  databaseConnectTimeoutMs: number;
  /** PostgreSQL: how long a query may wait for its answer (DATABASE_QUERY_TIMEOUT_MS, default 30,000; 0: none). */
  databaseQueryTimeoutMs: number;
  sqliteFile: string;
  dataDir: string;
  firebaseProjectId: string;
  authEmulatorHost?: string;
  /** The live policy, edited by administrators; starts as a copy of shippedPolicyFile. */
  policyFile: string;
  shippedPolicyFile: string;
  modelFile: string;
  /** The built web app to serve beside the API (production, and the browser tests). */
  staticDir?: string;
  seedDemo: boolean;
  /** Security headers, rate limits (counted in Redis when REDIS_URL is set) and back-pressure (edge/edge-settings.ts). */
  edge: EdgeSettings;
  /** Mail (the daily digest): SMTP when set (SMTP_URL), else a file under the data directory. */
  smtpUrl?: string;
  mailFrom: string;
  /** The web app's public address, for links in emails (APP_URL). */
  appUrl: string;
  /** The UTC hour after which the daily digest goes out (DIGEST_HOUR_UTC); null: never (off). */
  digestHourUtc: number | null;
  /** Documents by email (mail-intake/): the listener runs when its port is set. */
  inboundMail: InboundMailConfig;
}

export interface InboundMailConfig {
  /** INBOUND_SMTP_PORT: where the relay delivers; unset, no listener in this process. */
  port?: number;
  /** INBOUND_SMTP_HOST: the interface to listen on (default HOST). */
  host: string;
  /** INBOUND_DOMAIN: the domain of every location's address; unset, addresses are not shown. */
  domain?: string;
  /** INBOUND_MAX_BYTES: the largest message taken (default 30 MiB). */
  maxBytes: number;
  /** INBOUND_REQUIRE_AUTH=dkim-or-spf: the relay's Authentication-Results must say one passed. */
  requireAuthenticated: boolean;
}

function inboundMailOf(env: NodeJS.ProcessEnv, host: string, production: boolean): InboundMailConfig {
  const port = env.INBOUND_SMTP_PORT ? Number(env.INBOUND_SMTP_PORT) : undefined;
  if (port !== undefined && !(Number.isInteger(port) && port >= 0 && port <= 65535)) {
    throw new ConfigError(`INBOUND_SMTP_PORT must be a port number, got "${env.INBOUND_SMTP_PORT}"`);
  }
  const maxBytes = Number(env.INBOUND_MAX_BYTES ?? 30 * 1024 * 1024);
  if (!(Number.isInteger(maxBytes) && maxBytes > 0)) {
    throw new ConfigError(`INBOUND_MAX_BYTES must be a number of bytes, got "${env.INBOUND_MAX_BYTES}"`);
  }
  const require = env.INBOUND_REQUIRE_AUTH ?? 'off';
  if (require !== 'off' && require !== 'dkim-or-spf') {
    throw new ConfigError(`INBOUND_REQUIRE_AUTH must be off or dkim-or-spf, got "${require}"`);
  }
  const domain = (
    env.INBOUND_DOMAIN || (production ? '' : port !== undefined ? 'inbound.dbbs.test' : '')
  ).toLowerCase();
  if (port !== undefined && !domain) throw new ConfigError('INBOUND_DOMAIN is required when INBOUND_SMTP_PORT is set');
  return {
    port,
    host: env.INBOUND_SMTP_HOST ?? host,
    domain: domain || undefined,
    maxBytes,
    requireAuthenticated: require === 'dkim-or-spf',
  };
}

export class ConfigError extends Error {}

function edgeSettingsOf(env: NodeJS.ProcessEnv, production: boolean): EdgeSettings {
  try {
    return readEdgeSettings(env, production);
  } catch (error) {
    throw new ConfigError((error as Error).message);
  }
}

export function readConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const production = env.NODE_ENV === 'production';
  const dataDir = path.resolve(env.DATA_DIR ?? 'data');
  const config: ServerConfig = {
    production,
    host: env.HOST ?? (production ? '0.0.0.0' : '127.0.0.1'),
    port: Number(env.PORT ?? 3000),
    databaseUrl: env.DATABASE_URL || undefined,
    databaseSchema: env.DATABASE_SCHEMA || undefined,
    databaseConnectTimeoutMs: Number(env.DATABASE_CONNECT_TIMEOUT_MS ?? DEFAULT_CONNECT_TIMEOUT_MS),
    databaseQueryTimeoutMs: Number(env.DATABASE_QUERY_TIMEOUT_MS ?? DEFAULT_QUERY_TIMEOUT_MS),
    sqliteFile: path.join(dataDir, 'dbbs.sqlite'),
    dataDir,
    firebaseProjectId: env.FIREBASE_PROJECT_ID ?? (production ? '' : 'demo-dbbs'),
    authEmulatorHost: env.FIREBASE_AUTH_EMULATOR_HOST || undefined,
    // The live policy lives with the data, so an administrator's edit never dirties the repo's
    // generated file (which a test compares with the generator's output).
    policyFile: path.resolve(env.POLICY_FILE ?? path.join(dataDir, 'policy.csv')),
    shippedPolicyFile: path.resolve('policies/policy.csv'),
    modelFile: path.resolve(env.MODEL_FILE ?? 'policies/model.conf'),
    staticDir: env.STATIC_DIR ? path.resolve(env.STATIC_DIR) : production ? path.resolve('dist') : undefined,
    seedDemo: env.SEED_DEMO ? env.SEED_DEMO === 'true' : !production,
    edge: edgeSettingsOf(env, production),
    smtpUrl: env.SMTP_URL || undefined,
    mailFrom: env.MAIL_FROM ?? 'DBBS <no-reply@dbbs.invalid>',
    appUrl: env.APP_URL ?? (production ? `http://localhost:${env.PORT ?? 3000}` : 'http://localhost:5173'),
    digestHourUtc: env.DIGEST_HOUR_UTC === 'off' ? null : Number(env.DIGEST_HOUR_UTC ?? 6),
    inboundMail: inboundMailOf(env, env.HOST ?? (production ? '0.0.0.0' : '127.0.0.1'), production),
  };
  for (const [name, value] of [
    ['DATABASE_CONNECT_TIMEOUT_MS', config.databaseConnectTimeoutMs],
    ['DATABASE_QUERY_TIMEOUT_MS', config.databaseQueryTimeoutMs],
  ] as const) {
    if (!Number.isInteger(value) || value < 0)
      throw new ConfigError(`${name} must be a whole number of ms, got "${env[name]}"`);
  }
  if (!Number.isInteger(config.port) || config.port < 0 || config.port > 65535) {
    throw new ConfigError(`PORT must be a port number, got "${env.PORT}"`);
  }
  if (
    config.digestHourUtc !== null &&
    !(Number.isInteger(config.digestHourUtc) && config.digestHourUtc >= 0 && config.digestHourUtc <= 23)
  ) {
    throw new ConfigError(`DIGEST_HOUR_UTC must be an hour 0-23 or off, got "${env.DIGEST_HOUR_UTC}"`);
  }
  if (production) {
    // The emulator's tokens are unsigned and the admin SDK trusts them while this is set.
    if (config.authEmulatorHost) {
      throw new ConfigError('FIREBASE_AUTH_EMULATOR_HOST is set: refusing to start in production');
    }
    if (!config.firebaseProjectId) throw new ConfigError('FIREBASE_PROJECT_ID is required in production');
    if (config.seedDemo) throw new ConfigError('SEED_DEMO=true is refused in production: demo passwords are public');
  }
  return config;
}
