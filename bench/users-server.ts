/**
 * One API server of the load test's several (bench/users.ts, BENCH_USERS_SERVERS), in its own
 * process as in production: the app on the load test's PostgreSQL data set, with the bench's
 * stub identity, on a free port. Prints one JSON line { url } once it listens; stops on SIGTERM.
 *
 * Usage: tsx bench/users-server.ts <schema>
 */
import path from 'node:path';
import { buildApp } from '../src/server/app.js';
import { openDatabase } from '../src/server/db/database.js';
import { openPolicyStore } from '../src/server/policy/policy-store.js';
import { stubIdentity } from './stub-identity.js';

const schema = process.argv[2];
if (!schema) throw new Error('usage: tsx bench/users-server.ts <schema>');
const PG_URL = process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test';

const database = await openDatabase({ url: PG_URL, schema });
const policy = await openPolicyStore(path.resolve('policies/model.conf'), path.resolve('policies/policy.csv'), {
  info: () => {},
  error: console.error,
});
const app = await buildApp(
  { db: database.db, engine: 'postgres', identity: stubIdentity, policy },
  { databaseUrl: PG_URL },
);
const url = await app.listen({ host: '127.0.0.1', port: 0 });
process.once('SIGTERM', () => {
  void app
    .close()
    .then(() => (policy.close(), database.close()))
    .finally(() => process.exit(0));
});
process.stdout.write(`${JSON.stringify({ url })}\n`);
