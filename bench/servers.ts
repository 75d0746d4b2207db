/**
 * `npm run bench:servers`: the live-event delay between two API servers, median and p95 over
 * 100 events (BENCH_EVENTS overrides). Two real server processes on one PostgreSQL schema and
 * one s3rver, as in tests/api/servers/two-servers.test.ts; each event is a tenant renamed
 * through server A, timed at a live (SSE) client of server B. Needs PostgreSQL (DATABASE_URL)
 * and the Auth Emulator at FIREBASE_AUTH_EMULATOR_HOST (default 127.0.0.1:9199, as for the tests).
 */
import { describeDelay, measureLiveDelay, startTwoServers } from '../tests/helpers/two-servers.js';

const EVENTS = Number(process.env.BENCH_EVENTS ?? 100);

const servers = await startTwoServers();
try {
  // A few events first, so both servers' connections and caches are warm.
  await measureLiveDelay(servers, 5);
  const figures = await measureLiveDelay(servers, EVENTS);
  console.log(describeDelay(figures));
  console.log(JSON.stringify(figures));
} finally {
  await servers.close();
}
