/**
 * Every setting of the API server, read once from the environment with embedded defaults
 * for development (`npm start` needs no variable at all).
 */
import path from 'node:path';
import { readEdgeSettings, type EdgeSettings } from './edge/edge-settings.js';

export interface ServerConfig {
  production: boolean;
  host: string;
  port: number;
  /** postgres://… selects PostgreSQL; otherwise SQLite at sqliteFile. */
  databaseUrl?: string;
  /** PostgreSQL: the schema to use (DATABASE_SCHEMA; a test gives its child server its own). */
  databaseSchema?: string;
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
  };
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
