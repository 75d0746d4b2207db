/**
 * Starts the real API on a real database for one test file: SQLite in a temporary file, or
 * PostgreSQL in a schema of its own (so files can run side by side and leave nothing behind).
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { KyselyPlugin } from 'kysely';
import pg from 'pg';
import { buildApp, type AppOptions } from '../../src/server/app.js';
import { openDatabase, type DatabaseHandle, type Engine } from '../../src/server/db/database.js';
import { defaultEdgeSettings, withOverrides, type EdgeOverrides } from '../../src/server/edge/edge-settings.js';
import type { FileStorage } from '../../src/server/storage/file-storage.js';
import { openPolicyStore, type PolicyStore } from '../../src/server/policy/policy-store.js';
import type { Mail } from '../../src/server/mail/mail-sender.js';
import { DATABASE_URL } from './env.js';
import { identity } from './identity.js';

export const ENGINES: Engine[] = ['sqlite', 'postgres'];

export interface TestServer {
  url: string;
  app: FastifyInstance;
  database: DatabaseHandle;
  policy: PolicyStore;
  /** SQL queries the app has run answering requests (reset it to measure one request); a subquery counts as one too. */
  queries: { count: number };
  /** Statements the database answered for requests (each once, whatever its subqueries; begin and commit not counted). */
  statements: { count: number };
  /** The mails the server sent (the ways in's resets, links and confirmations), oldest first. */
  mail: Mail[];
  close(): Promise<void>;
}

/**
 * The request a statement runs for, while it is being answered. The server's own timers (text
 * jobs, webhook deliveries, sweeps) share the database and would count too: under load a poll
 * falls inside every request measured. A timer a request started carries its request along, so
 * a request counts only until it is answered.
 */
const answering = new AsyncLocalStorage<{ open: boolean }>();

function queryCounter(queries: { count: number }, statements: { count: number }): KyselyPlugin {
  const forRequest = () => answering.getStore()?.open === true;
  return {
    transformQuery: (args) => {
      if (forRequest()) queries.count += 1;
      return args.node;
    },
    transformResult: async (args) => {
      if (forRequest()) statements.count += 1;
      return args.result;
    },
  };
}

/** Runs each request in a scope of its own, closed once it is answered (see `answering`). */
function countRequests(app: FastifyInstance): void {
  const scopes = new WeakMap<object, { open: boolean }>();
  app.addHook('onRequest', (request, _reply, done) => {
    const scope = { open: true };
    scopes.set(request, scope);
    answering.run(scope, done);
  });
  app.addHook('onResponse', (request, _reply, done) => {
    const scope = scopes.get(request);
    if (scope) scope.open = false;
    done();
  });
}

export interface TestServerOptions {
  policyFile?: string;
  staticDir?: string;
  /** The uploads' file storage (default: the one the environment chooses). */
  storage?: FileStorage;
  /** Headers, rate limits and back-pressure replaced in part (default: development's). */
  edge?: EdgeOverrides;
  /** The inbound SMTP listener (documents by email), on the port given (0: any free one). */
  inboundMail?: AppOptions['inboundMail'];
}

export async function assertPostgresReachable(): Promise<void> {
  const client = new pg.Client({ connectionString: DATABASE_URL, connectionTimeoutMillis: 3000 });
  try {
    await client.connect();
  } catch (error) {
    throw new Error(
      `PostgreSQL is not reachable at ${DATABASE_URL} (${(error as Error).message}). ` +
        'The API tests run on both engines: start PostgreSQL or set DATABASE_URL.',
    );
  } finally {
    await client.end().catch(() => undefined);
  }
}

export async function startTestServer(engine: Engine, options: TestServerOptions = {}): Promise<TestServer> {
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'dbbs-test-'));
  let schema: string | undefined;
  let database: DatabaseHandle;
  if (engine === 'postgres') {
    await assertPostgresReachable();
    schema = `t_${randomUUID().replace(/-/g, '').slice(0, 16)}`;
    database = await openDatabase({ url: DATABASE_URL, schema });
  } else {
    database = await openDatabase({ sqliteFile: path.join(tmp, 'test.sqlite') });
  }
  const log = { info: () => {}, error: () => {} };
  const policy = await openPolicyStore(
    path.resolve('policies/model.conf'),
    options.policyFile ?? path.resolve('policies/policy.csv'),
    log,
    100,
  );
  const queries = { count: 0 };
  const statements = { count: 0 };
  const mail: Mail[] = [];
  const app = await buildApp(
    { db: database.db.withPlugin(queryCounter(queries, statements)), engine: database.engine, identity, policy },
    {
      staticDir: options.staticDir,
      storage: options.storage,
      databaseUrl: DATABASE_URL,
      edge: withOverrides(defaultEdgeSettings(), options.edge),
      accountMail: { sender: { describe: 'the test', send: async (message) => void mail.push(message) } },
      inboundMail: options.inboundMail,
    },
  );
  countRequests(app);
  const address = await app.listen({ host: '127.0.0.1', port: 0 });
  return {
    url: address,
    app,
    database,
    policy,
    queries,
    statements,
    mail,
    close: async () => {
      policy.close();
      await app.close();
      if (schema) await database.db.schema.dropSchema(schema).ifExists().cascade().execute();
      await database.close();
      fs.rmSync(tmp, { recursive: true, force: true });
    },
  };
}
