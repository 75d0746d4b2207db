/**
 * Opens the database: PostgreSQL when a postgres:// URL is given, else an SQLite file.
 * Migrations run on open, on both engines, so a fresh machine needs no extra step.
 */
import fs from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import {
  Kysely,
  Migrator,
  SqliteDialect,
  sql,
  type Migration,
  type PostgresPool,
  type PostgresPoolClient,
  type SqliteDatabase,
  type SqliteStatement,
} from 'kysely';
import pg from 'pg';
import { isConnectionLost } from './db-errors.js';
import type { Database } from './schema.js';
import { PostgresDialectWithSchemaLock } from './schema-migration-lock.js';
import { checkpointOffTheLoop, COMMIT_CHECKPOINT_PAGES } from './sqlite-checkpointer.js';
import { lockWaits } from './sqlite-lock-wait.js';
import * as m0001 from './migrations/0001-users.js';
import * as m0002 from './migrations/0002-portal.js';
import * as m0003 from './migrations/0003-list-performance.js';
import * as m0004 from './migrations/0004-upload-intake.js';
import * as m0005 from './migrations/0005-admin-setup.js';
import * as m0006 from './migrations/0006-upload-storage-key.js';
import * as m0007 from './migrations/0007-audit-changes.js';
import * as m0008 from './migrations/0008-document-work.js';
import * as m0009 from './migrations/0009-review-and-issues.js';
import * as m0010 from './migrations/0010-archive-search.js';
import * as m0011 from './migrations/0011-tenant-time-zone.js';
import * as m0012 from './migrations/0012-notifications.js';
import * as m0013 from './migrations/0013-sla-clocks.js';
import * as m0014 from './migrations/0014-live-event-spill.js';
import * as m0015 from './migrations/0015-report-rollups.js';
import * as m0016 from './migrations/0016-search-tenant.js';
import * as m0017 from './migrations/0017-step-rollup.js';
import * as m0018 from './migrations/0018-new-document-pool.js';
import * as m0019 from './migrations/0019-capture.js';
import * as m0020 from './migrations/0020-user-language.js';
import * as m0021 from './migrations/0021-sign-in-methods.js';
import * as m0022 from './migrations/0022-api-keys.js';
import * as m0023 from './migrations/0023-webhooks.js';
import * as m0024 from './migrations/0024-mail-intake.js';
import * as m0025 from './migrations/0025-audit-event-count.js';

/** Every migration by name, in order (exported for the test that takes each one back). */
export const MIGRATIONS: Record<string, Migration> = {
  '0001-users': m0001,
  '0002-portal': m0002,
  '0003-list-performance': m0003,
  '0004-upload-intake': m0004,
  '0005-admin-setup': m0005,
  '0006-upload-storage-key': m0006,
  '0007-audit-changes': m0007,
  '0008-document-work': m0008,
  '0009-review-and-issues': m0009,
  '0010-archive-search': m0010,
  '0011-tenant-time-zone': m0011,
  '0012-notifications': m0012,
  '0013-sla-clocks': m0013,
  '0014-live-event-spill': m0014,
  '0015-report-rollups': m0015,
  '0016-search-tenant': m0016,
  '0017-step-rollup': m0017,
  '0018-new-document-pool': m0018,
  '0019-capture': m0019,
  '0020-user-language': m0020,
  '0021-sign-in-methods': m0021,
  '0022-api-keys': m0022,
  '0023-webhooks': m0023,
  '0024-mail-intake': m0024,
  '0025-audit-event-count': m0025,
};

export type Engine = 'sqlite' | 'postgres';

export interface DatabaseHandle {
  db: Kysely<Database>;
  engine: Engine;
  close(): Promise<void>;
}

export interface OpenOptions {
  /** postgres://… or undefined for SQLite. */
  url?: string;
  /** How long a new PostgreSQL connection may take before the request fails (503), in ms. */
  connectTimeoutMs?: number;
  /**
   * How long a query may wait for its answer, in ms (0: no limit). Migrations run without it;
   * it bounds a request on a server that has vanished without closing the connection.
   */
  queryTimeoutMs?: number;
  /** Where a lost connection is told (default: a JSON line on stdout, as the server's log). */
  log?: ConnectionLog;
  sqliteFile?: string;
  /** PostgreSQL schema to use (created if missing): the tests give each file its own. */
  schema?: string;
}

export type ConnectionLog = (details: object, message: string) => void;

/** A warning in the server log's own shape (pino's JSON line), before the app's logger exists. */
const logLine: ConnectionLog = (details, message) => {
  const plain = Object.fromEntries(
    Object.entries(details).map(([key, value]) =>
      value instanceof Error
        ? [key, { message: value.message, code: (value as { code?: unknown }).code }]
        : [key, value],
    ),
  );
  process.stdout.write(`${JSON.stringify({ level: 40, time: Date.now(), ...plain, msg: message })}\n`);
};

export async function openDatabase(options: OpenOptions): Promise<DatabaseHandle> {
  const postgres = options.url?.startsWith('postgres')
    ? await openPostgres(options.url, options.schema, options)
    : undefined;
  const handle = postgres ?? openSqlite(options.sqliteFile, options.log ?? logLine);
  const migrator = new Migrator({
    db: handle.db,
    provider: { getMigrations: async () => MIGRATIONS },
    // Kysely looks for its own tables across all schemas unless told which one is ours.
    ...(handle.engine === 'postgres' ? { migrationTableSchema: options.schema ?? 'public' } : {}),
  });
  let { error } = await migrator.migrateToLatest();
  // Kysely's migrator lists the tables of every schema to find its own. A schema another user of
  // the same PostgreSQL drops at that moment fails the listing though ours is whole: "schema ...
  // does not exist" (3F000), or a table or column of the dropped schema gone between the
  // catalog's rows (42P01, 42703). The migration runs in one transaction, so trying again is
  // safe, and a fault of our own fails every try and is still thrown.
  for (let attempt = 1; attempt < 4 && isOtherSchemaGone(error, options.schema); attempt += 1) {
    ({ error } = await migrator.migrateToLatest());
  }
  if (error) {
    await handle.close();
    throw error instanceof Error ? error : new Error(String(error));
  }
  postgres?.limitQueries(options.queryTimeoutMs ?? DEFAULT_QUERY_TIMEOUT_MS);
  return handle;
}

/**
 * True for the error Kysely's listing of every schema's tables meets when another user of the
 * same PostgreSQL drops a schema meanwhile (exported for the test that takes migrations back).
 */
export function isOtherSchemaGone(error: unknown, ours = 'public'): boolean {
  const found = error as { code?: string; message?: string } | undefined;
  if (found?.code === '42P01' || found?.code === '42703') return true;
  return found?.code === '3F000' && !found.message?.includes(`"${ours}"`);
}

function openSqlite(file = ':memory:', log: ConnectionLog = logLine): DatabaseHandle {
  if (file !== ':memory:') fs.mkdirSync(path.dirname(file), { recursive: true });
  const native = new SQLite(file);
  native.pragma('journal_mode = WAL');
  native.pragma('foreign_keys = ON');
  // A file's checkpoints run in a worker thread (sqlite-checkpointer.ts). Should it stop, or for
  // a database in memory, a checkpoint copies the WAL into the database inside the commit that
  // passes the threshold, and every request waiting on the one writer waits for it too. At
  // SQLite's default (every 1,000 pages) that was one commit in 30 under start next's load, each
  // a few milliseconds; every 10,000 pages the stalls are ten times rarer, the pages written over
  // and over (the count rollups, the index pages at the pool's head) are copied once each time
  // instead of ten times, and start next's p95 fell by about 3 ms. Commits still wait for the
  // WAL's fsync (synchronous stays FULL).
  native.pragma(`wal_autocheckpoint = ${COMMIT_CHECKPOINT_PAGES}`);
  // The pages read over and over (the lists' indexes, the rollups, the users) stay in SQLite's
  // own cache: past its default 2 MB, each read of a page was a read from the file again, which
  // at a million documents doubled the lists' p95 under the load test. 64 MB, the one connection's.
  native.pragma('cache_size = -65536');
  const db = new Kysely<Database>({ dialect: new SqliteDialect({ database: withStatementCache(native) }) });
  const checkpointer = file === ':memory:' ? undefined : checkpointOffTheLoop(native, file, log);
  return {
    db,
    engine: 'sqlite',
    close: async () => {
      await checkpointer?.stop();
      await db.destroy();
    },
  };
}

/**
 * Kysely prepares every query anew; on a schema with many indexes that planning costs about
 * as much as running a page query. The route builders emit the same SQL text for the same
 * shape of request (values are bound), so statements are kept by text, a bounded number.
 */
function withStatementCache(native: SQLite.Database, limit = 500): SqliteDatabase {
  const statements = new Map<string, { native: SQLite.Statement; watched: SqliteStatement }>();
  const watch = lockWaits(native);
  return {
    close: () => native.close(),
    prepare: (text: string) => {
      const cached = statements.get(text);
      // A statement still being iterated (a streamed query) cannot run twice at once.
      if (cached && !cached.native.busy) return cached.watched;
      const statement = native.prepare(text);
      const watched = watch(statement);
      if (!cached) {
        if (statements.size >= limit) statements.delete(statements.keys().next().value as string);
        statements.set(text, { native: statement, watched });
      }
      return watched;
    },
  };
}

/** Defaults of the PostgreSQL pool's limits (DATABASE_CONNECT_TIMEOUT_MS, DATABASE_QUERY_TIMEOUT_MS). */
export const DEFAULT_CONNECT_TIMEOUT_MS = 5_000;
export const DEFAULT_QUERY_TIMEOUT_MS = 30_000;

async function openPostgres(
  url: string,
  schema: string | undefined,
  options: OpenOptions,
): Promise<DatabaseHandle & { limitQueries(ms: number): void }> {
  const log = options.log ?? logLine;
  const connectionTimeoutMillis = options.connectTimeoutMs ?? DEFAULT_CONNECT_TIMEOUT_MS;
  if (schema && !/^[a-z_][a-z0-9_]*$/.test(schema)) throw new Error(`invalid schema name "${schema}"`);
  if (schema) {
    const admin = new pg.Client({ connectionString: url, connectionTimeoutMillis });
    admin.on('error', (err) => log({ err }, 'the schema set-up connection to PostgreSQL was lost'));
    await admin.connect();
    try {
      await admin.query(`CREATE SCHEMA IF NOT EXISTS ${schema}`);
    } finally {
      await admin.end();
    }
  }
  const pool = new pg.Pool({
    connectionString: url,
    max: 10,
    // A refused or silent database fails the request in seconds (503), never holds it.
    connectionTimeoutMillis,
    // A peer that vanished without closing the socket is found by TCP, not by the next query.
    keepAlive: true,
    ...(schema ? { options: `-c search_path=${schema}` } : {}),
  });
  // An idle connection the database closes (a restart, pg_terminate_backend, a cut network)
  // emits 'error' on the pool; unheard, Node would end the process. The pool drops that
  // connection by itself and opens a new one when next asked.
  pool.on('error', (err) => log({ err }, 'an idle PostgreSQL connection was lost; the pool replaces it'));
  // A connection lent out and lost between two statements (a reset while a request works in a
  // transaction) emits 'error' on its client, which the pool hears only while the client is idle.
  // Heard here too: the next statement fails as a lost connection (503), and the release drops it.
  pool.on('connect', (client) =>
    client.on('error', (err) => log({ err }, 'a PostgreSQL connection in use was lost; the request gets 503')),
  );
  const limits = { queryTimeoutMs: 0 };
  const db = new Kysely<Database>({ dialect: new PostgresDialectWithSchemaLock({ pool: withNamedStatements(pool, limits) }) });
  return {
    db,
    engine: 'postgres',
    close: () => db.destroy(),
    limitQueries: (ms) => void (limits.queryTimeoutMs = ms),
  };
}

/**
 * PostgreSQL parses and plans every unnamed statement anew; for the list routes that costs
 * more than running them (0.6 ms planning against 0.2 ms for a page at 1 M documents). Reads
 * with parameters are sent as named prepared statements, one name per SQL text (a bounded
 * number), so each pooled connection parses and plans them once. Migrations and writes stay
 * unnamed. A connection whose query broke it is destroyed on release, not pooled again.
 */
function withNamedStatements(pool: pg.Pool, limits: { queryTimeoutMs: number }, limit = 500): PostgresPool {
  const names = new Map<string, string>();
  const nameOf = (text: string): string | undefined => {
    let name = names.get(text);
    if (name === undefined && names.size < limit && /^\s*(select|with)\b/i.test(text)) {
      name = `kysely_${names.size}`;
      names.set(text, name);
    }
    return name;
  };
  return {
    connect: async () => {
      let client = await pool.connect();
      let used = false;
      let broken: Error | undefined;
      const query = (text: unknown, values?: unknown[]) => {
        const first = !used;
        used = true;
        // A cursor (a streamed query) is handed over as it is; pg answers it synchronously.
        if (typeof text !== 'string') return client.query(text as pg.Submittable);
        const name = values?.length ? nameOf(text) : undefined;
        const timeout = limits.queryTimeoutMs > 0 ? { query_timeout: limits.queryTimeoutMs } : {};
        const run = () => client.query({ ...(name ? { name } : {}), text, values, ...timeout });
        return run().catch(async (error: unknown) => {
          // An idle connection the database ended (pg_terminate_backend, a restart) may be
          // handed out before its ending is read. Ended so (57P0x), the first statement of the
          // checkout never ran, and no transaction had begun: it runs once more on another.
          if (first && !broken && isTerminatedBackend(error)) {
            client.release(error as Error);
            client = await pool.connect();
            return run();
          }
          // The socket is gone, or pg's query timeout left the protocol mid-answer: never pool it again.
          if (isConnectionLost(error)) broken = error as Error;
          throw error;
        });
      };
      return { query, release: () => client.release(broken) } as unknown as PostgresPoolClient;
    },
    end: () => pool.end(),
  };
}

/** PostgreSQL's own word that it ended the session (admin or crash shutdown, cannot connect now). */
function isTerminatedBackend(error: unknown): boolean {
  const code = (error as { code?: unknown } | undefined)?.code;
  return code === '57P01' || code === '57P02' || code === '57P03';
}

/** True when the database answers a trivial query. */
export async function databaseReachable(db: Kysely<Database>): Promise<boolean> {
  try {
    await sql`select 1`.execute(db);
    return true;
  } catch {
    return false;
  }
}
