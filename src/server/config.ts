/**
 * Every setting of the API server, read once from the environment with embedded defaults
 * for development (`npm start` needs no variable at all).
 */
import path from 'node:path';

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
}

export class ConfigError extends Error {}

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
  };
  if (!Number.isInteger(config.port) || config.port < 0 || config.port > 65535) {
    throw new ConfigError(`PORT must be a port number, got "${env.PORT}"`);
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
