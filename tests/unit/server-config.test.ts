/** The server's configuration: embedded development defaults, and production's refusals. */
import { describe, expect, it } from 'vitest';
import { ConfigError, readConfig } from '../../src/server/config';

describe('server configuration', () => {
  it('runs on embedded defaults in development: SQLite under ./data, demo project, demo seed', () => {
    const config = readConfig({});
    expect(config.production).toBe(false);
    expect(config.port).toBe(3000);
    expect(config.databaseUrl).toBeUndefined();
    expect(config.sqliteFile).toMatch(/data[/\\]dbbs\.sqlite$/);
    expect(config.firebaseProjectId).toBe('demo-dbbs');
    expect(config.seedDemo).toBe(true);
    expect(config.policyFile).toMatch(/data[/\\]policy\.csv$/);
    expect(config.shippedPolicyFile).toMatch(/policies[/\\]policy\.csv$/);
  });

  it('refuses to start in production while FIREBASE_AUTH_EMULATOR_HOST is set', () => {
    expect(() =>
      readConfig({
        NODE_ENV: 'production',
        FIREBASE_PROJECT_ID: 'prod',
        FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099',
      }),
    ).toThrow(/FIREBASE_AUTH_EMULATOR_HOST/);
  });

  it('needs a Firebase project and never seeds demo accounts in production', () => {
    expect(() => readConfig({ NODE_ENV: 'production' })).toThrow(ConfigError);
    expect(() => readConfig({ NODE_ENV: 'production', FIREBASE_PROJECT_ID: 'p', SEED_DEMO: 'true' })).toThrow(
      /SEED_DEMO/,
    );
    const config = readConfig({ NODE_ENV: 'production', FIREBASE_PROJECT_ID: 'p', DATABASE_URL: 'postgres://db/x' });
    expect(config).toMatchObject({
      production: true,
      seedDemo: false,
      host: '0.0.0.0',
      databaseUrl: 'postgres://db/x',
    });
    expect(config.staticDir).toMatch(/dist$/);
  });

  it('refuses a port that is not a number', () => {
    expect(() => readConfig({ PORT: 'eighty' })).toThrow(/PORT/);
  });

  it('limits strangers and watches the load in production by default, and reads the settings', () => {
    const production = readConfig({ NODE_ENV: 'production', FIREBASE_PROJECT_ID: 'p' }).edge;
    expect(production.rateLimits).toMatchObject({
      windowSeconds: 60,
      signIn: { max: 60 },
      public: { max: 120 },
      allow: [],
    });
    expect(production.pressure.maxEventLoopDelayMs).toBe(1000);
    expect(production.csp).toMatchObject({ emulatorOrigins: [], authDomain: 'https://p.firebaseapp.com' });
    const development = readConfig({}).edge;
    expect(development.rateLimits.allow).toEqual(['127.0.0.1', '::1']);
    expect(development.pressure.maxEventLoopDelayMs).toBe(0);
    expect(development.csp.emulatorOrigins).toContain('http://localhost:9099');
    const set = readConfig({
      RATE_LIMIT_SIGN_IN: '5',
      RATE_LIMIT_ALLOW: '10.0.0.1',
      PRESSURE_MAX_EVENT_LOOP_DELAY_MS: '250',
      TRUST_PROXY: 'true',
      CSP_CONNECT_SRC: 'https://a.example, https://b.example',
    }).edge;
    expect(set).toMatchObject({ trustProxy: true, rateLimits: { signIn: { max: 5 }, allow: ['10.0.0.1'] } });
    expect(set.pressure.maxEventLoopDelayMs).toBe(250);
    expect(set.csp.extraConnect).toEqual(['https://a.example', 'https://b.example']);
  });

  it('refuses a limit that is not a number', () => {
    expect(() => readConfig({ RATE_LIMIT_PUBLIC: 'many' })).toThrow(ConfigError);
    expect(() => readConfig({ PRESSURE_MAX_EVENT_LOOP_UTILIZATION: '2' })).toThrow(
      /PRESSURE_MAX_EVENT_LOOP_UTILIZATION/,
    );
  });

  it('counts the rate limits in Redis only when REDIS_URL is set, under a per-deployment prefix', () => {
    expect(readConfig({}).edge.rateLimits.store).toBeUndefined();
    expect(readConfig({ REDIS_URL: 'redis://cache:6379' }).edge.rateLimits.store).toEqual({
      redisUrl: 'redis://cache:6379',
      keyPrefix: 'dbbs:rate-limit:',
    });
    expect(readConfig({ REDIS_URL: 'redis://cache:6379', REDIS_KEY_PREFIX: 'staging' }).edge.rateLimits.store).toEqual({
      redisUrl: 'redis://cache:6379',
      keyPrefix: 'staging:rate-limit:',
    });
  });
});
