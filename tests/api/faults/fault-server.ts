/**
 * The real API on PostgreSQL, in this process, whose every database connection (the pool, the
 * live bus's listener, pg-boss through the pool) goes through a test-owned proxy; the test's own
 * connection (the world, the checks, the schema) goes straight to PostgreSQL, so it sees what
 * was really committed whatever the proxy does. Each server's connections carry their own
 * application_name, so a test can find its backends in pg_stat_activity.
 */
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../../src/server/app.js';
import { openDatabase, type DatabaseHandle } from '../../../src/server/db/database.js';
import { defaultEdgeSettings } from '../../../src/server/edge/edge-settings.js';
import { openPolicyStore } from '../../../src/server/policy/policy-store.js';
import { DATABASE_URL } from '../../helpers/env.js';
import { identity } from '../../helpers/identity.js';
import { assertPostgresReachable } from '../../helpers/server.js';
import { buildWorld, type World } from '../../helpers/world.js';
import { startDbProxy, type DbProxy } from './db-proxy.js';

export interface FaultServer {
  url: string;
  app: FastifyInstance;
  /** Straight to PostgreSQL, on the server's schema: the test's own view. */
  direct: DatabaseHandle;
  proxy: DbProxy;
  world: World;
  /** The application_name of the server's pooled connections. */
  applicationName: string;
  /** The application_name of its live bus's listening connection. */
  liveApplicationName: string;
  /** What the database layer logged (lost connections). */
  logged: string[];
  close(): Promise<void>;
}

export async function startFaultServer(options: { connectTimeoutMs?: number } = {}): Promise<FaultServer> {
  await assertPostgresReachable();
  const schema = `t_${randomUUID().replace(/-/g, '').slice(0, 16)}`;
  const direct = await openDatabase({ url: DATABASE_URL, schema });
  const world = await buildWorld(direct.db);
  const proxy = await startDbProxy(DATABASE_URL);
  const applicationName = `dbbs_fault_${schema}`;
  const proxied = new URL(proxy.url);
  proxied.searchParams.set('application_name', applicationName);
  const logged: string[] = [];
  const served = await openDatabase({
    url: proxied.toString(),
    schema,
    connectTimeoutMs: options.connectTimeoutMs ?? 2_000,
    log: (_details, message) => void logged.push(message),
  });
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'dbbs-fault-'));
  const policy = await openPolicyStore(
    path.resolve('policies/model.conf'),
    path.resolve('policies/policy.csv'),
    { info: () => {}, error: () => {} },
    100,
  );
  const previousDataDir = process.env.DATA_DIR;
  process.env.DATA_DIR = tmp;
  const listening = new URL(proxied);
  listening.searchParams.set('application_name', `${applicationName}_live`);
  const app = await buildApp(
    { db: served.db, engine: 'postgres', identity, policy },
    { databaseUrl: listening.toString(), edge: defaultEdgeSettings() },
  );
  const url = await app.listen({ host: '127.0.0.1', port: 0 });
  return {
    url,
    app,
    direct,
    proxy,
    world,
    applicationName,
    liveApplicationName: `${applicationName}_live`,
    logged,
    close: async () => {
      // The proxy forwards again, so the server closes its connections as it would.
      await proxy.accept();
      policy.close();
      await app.close();
      await served.close();
      proxy.close();
      await direct.db.schema.dropSchema(schema).ifExists().cascade().execute();
      await direct.close();
      if (previousDataDir === undefined) delete process.env.DATA_DIR;
      else process.env.DATA_DIR = previousDataDir;
      fs.rmSync(tmp, { recursive: true, force: true });
    },
  };
}
