/**
 * The API server of tests/helpers/server.ts in the shape the resource tests use: the database
 * handle and the query counter at hand, so tests can assert how many SQL queries a request costs.
 */
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Engine } from '../../src/server/db/database.js';
import type { Database } from '../../src/server/db/schema.js';
import type { PolicyStore } from '../../src/server/policy/policy-store.js';
import { startTestServer, type TestServer, type TestServerOptions } from './server.js';

export interface ApiServer {
  url: string;
  app: FastifyInstance;
  db: Kysely<Database>;
  policy: PolicyStore;
  /** SQL queries run since the last reset. */
  queries: { count: number };
  /** Statements the database answered since the last reset (begin and commit not counted). */
  statements: { count: number };
  /** The mails the server sent, oldest first. */
  mail: TestServer['mail'];
  close(): Promise<void>;
}

export async function startApiServer(
  engine: Engine,
  policyFile = path.resolve('policies/policy.csv'),
  options: Omit<TestServerOptions, 'policyFile'> = {},
): Promise<ApiServer> {
  const server = await startTestServer(engine, { ...options, policyFile });
  return { ...server, db: server.database.db };
}

/**
 * The SQL queries (or statements) one request costs: the least of three tries, on the server's
 * `queries` or `statements` counter. A counter keeps only what runs for an open request
 * (tests/helpers/server.ts), but a timer that request itself started (a queue's prompt poll)
 * still counts while it is open, and only ever adds. `prepare` runs before each try, uncounted
 * (it runs outside any request): a fresh document for a step that moves it, say.
 */
export async function leastQueries(
  counter: { count: number },
  request: () => Promise<void>,
  prepare: () => Promise<void> = async () => {},
): Promise<number> {
  let least = Infinity;
  for (let round = 0; round < 3; round += 1) {
    await prepare();
    counter.count = 0;
    await request();
    least = Math.min(least, counter.count);
  }
  return least;
}
