/**
 * What the test run was started with (scripts/test.ts sets these); each value has the default
 * that `npm test` uses, so a single file can also run under a plain `npx vitest`.
 */
export const EMULATOR_HOST = process.env.FIREBASE_AUTH_EMULATOR_HOST ?? '127.0.0.1:9199';
process.env.FIREBASE_AUTH_EMULATOR_HOST = EMULATOR_HOST;
export const PROJECT_ID = 'demo-dbbs';
export const API_KEY = 'demo-api-key';
export const DATABASE_URL = process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test';
export const WEB_DIST = process.env.WEB_DIST ?? '.tmp/web-test';
/** The built server the child-server tests start (scripts/test.ts builds it); unset: the source. */
export const SERVER_ENTRY = process.env.SERVER_ENTRY;
