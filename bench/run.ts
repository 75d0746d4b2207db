/**
 * `npm run bench`: the documents list (50 rows, filtered by status, sorted by date) at a large
 * document count, on SQLite and PostgreSQL, each beside two baselines measured in the same run:
 * bare Fastify answering the same JSON from memory (what the HTTP layer costs), and the
 * database's own limit, the same page query (the very SQL text and values the API sent, caught
 * as it ran) run straight on the driver (better-sqlite3 / pg, the same pool size and
 * concurrency) in this one process. Prints p50 and p95 latency, requests per second, the API's
 * throughput as a share of each baseline and the SQL queries per request. Then the load test
 * (bench/users.ts): 200 simulated users of mixed roles for 60 s per engine, errors and p95 per
 * route.
 *
 * - BENCH_DOCUMENTS (default 100000): documents in the data set. Each count has its own data
 *   set (.tmp/bench-N.sqlite, PostgreSQL schema bench_N), seeded once with batched inserts and
 *   reused by later runs.
 * - BENCH_ENGINES (default sqlite,postgres), BENCH_SECONDS (default 10) per measured run,
 *   BENCH_CONNECTIONS (default 10), DATABASE_URL (default the local test database).
 * - BENCH_PARTS (default list,users): the list benchmark, the load test, or both.
 * - The load test's BENCH_USERS (200), BENCH_USERS_SECONDS (60), BENCH_THINK_MS (1000),
 *   BENCH_USERS_DOCUMENTS (100000), BENCH_USERS_SERVERS (1): see bench/users.ts.
 *
 * The load generator (bench/load.ts) runs in its own process on loopback, so the server has
 * its event loop to itself, as it would in production. Token verification is replaced by a
 * stub: it is Firebase's cost, not this server's. Everything else is the real request path:
 * the user record and the policy on every request, the scope in SQL, the exact total.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import SQLite from 'better-sqlite3';
import { sql, type CompiledQuery, type Kysely, type KyselyPlugin } from 'kysely';
import pg from 'pg';
import { buildApp } from '../src/server/app.js';
import { openDatabase, type DatabaseHandle, type Engine } from '../src/server/db/database.js';
import { ensureLocations, generateDocuments } from '../src/server/db/demo-data.js';
import type { Database } from '../src/server/db/schema.js';
import { ensureTenant, ensureUser } from '../src/server/db/users.js';
import { openPolicyStore } from '../src/server/policy/policy-store.js';
import { benchEmail, stubIdentity } from './stub-identity.js';
import { runUsers, USERS_SECONDS, type UsersResult } from './users.js';

const DOCUMENTS = Number(process.env.BENCH_DOCUMENTS ?? 100_000);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
const ENGINES = (process.env.BENCH_ENGINES ?? 'sqlite,postgres')
  .split(',')
  .map((name) => name.trim())
  .filter(Boolean);
const PG_URL = process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test';
const PATH = '/api/documents?status=processing&_sort=createdAt&_order=desc&_start=0&_end=50';
// The load generator sends the token "bench" (bench/load.ts): the stub identity's email for it.
const ADMIN = benchEmail('bench');
const WARMUP_SECONDS = 2;
const PARTS = new Set((process.env.BENCH_PARTS ?? 'list,users').split(',').map((part) => part.trim()));

if (!Number.isInteger(DOCUMENTS) || DOCUMENTS < 1) throw new Error('BENCH_DOCUMENTS must be a whole number above 0');
for (const engine of ENGINES)
  if (engine !== 'sqlite' && engine !== 'postgres') throw new Error(`unknown engine "${engine}"`);

interface Load {
  requests: number;
  rps: number;
  p50: number;
  p95: number;
  p99: number;
  max: number;
  non2xx: number;
  errors: number;
}
interface Row {
  name: string;
  load: Load;
  queries?: number;
  bare?: Load;
  /** The page query straight on the driver: executions per second. */
  driver?: { rps: number; statements: number };
}

/** Runs bench/load.ts in a child process; fails if it answers anything but 2xx or overruns. */
function load(url: string, seconds: number): Promise<Load> {
  return new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      ['--import', 'tsx', path.join('bench', 'load.ts'), url, String(seconds), String(CONNECTIONS)],
      {
        stdio: ['ignore', 'pipe', 'inherit'],
      },
    );
    let out = '';
    child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
    const timer = setTimeout(() => child.kill('SIGKILL'), (seconds + 60) * 1000);
    child.on('error', reject);
    child.on('exit', (code, signal) => {
      clearTimeout(timer);
      if (code !== 0) return reject(new Error(`load generator ended with ${signal ?? code}`));
      const result = JSON.parse(out.trim().split('\n').at(-1) ?? '{}') as Load;
      if (result.non2xx > 0 || result.errors > 0)
        return reject(new Error(`${url}: ${result.non2xx} non-2xx answers, ${result.errors} errors`));
      resolve(result);
    });
  });
}

async function open(engine: Engine): Promise<DatabaseHandle> {
  if (engine === 'postgres') return openDatabase({ url: PG_URL, schema: `bench_${DOCUMENTS}` });
  return openDatabase({ sqliteFile: path.join('.tmp', `bench-${DOCUMENTS}.sqlite`) });
}

/** The bench account and tenant, and documents up to the wanted count (batched inserts). */
async function prepare(db: Kysely<Database>, engine: Engine): Promise<void> {
  const tenant = await ensureTenant(db, 'Bench Tenant');
  await ensureUser(db, { email: ADMIN, name: 'Bench', roles: ['isDbAdmin'], tenantId: null });
  const have = await db
    .selectFrom('document')
    .select((eb) => eb.fn.countAll<string | number>().as('n'))
    .executeTakeFirstOrThrow();
  const missing = DOCUMENTS - Number(have.n);
  if (missing < 0) throw new Error(`${engine}: the data set holds ${have.n} documents, more than ${DOCUMENTS}`);
  if (missing === 0) return;
  const locations = await ensureLocations(
    db,
    new Map([
      ['Acme Retail', tenant],
      ['Globex Foods', tenant],
    ]),
  );
  const places = [...locations.values()].flat().map((id): [string, string] => [tenant, id]);
  const started = Date.now();
  const seconds = () => ((Date.now() - started) / 1000).toFixed(0);
  await generateDocuments(db, {
    count: missing,
    places,
    assignees: [],
    batch: 2000,
    onProgress: (done) => {
      if (done % 100_000 === 0) console.log(`  ${engine}: ${done} of ${missing} documents seeded (${seconds()} s)`);
    },
  });
  console.log(`  ${engine}: seeded ${missing} documents in ${seconds()} s`);
}

/**
 * The database's own limit: the page query's statements, as the API sent them, run straight on
 * the driver for a fixed time in this process. SQLite: one connection, synchronous, as the API
 * runs it. PostgreSQL: a pool of the API's size, CONNECTIONS loops at once, named statements as
 * the API sends them. Answers executions of the whole page query per second.
 */
async function onDriver(
  engine: Engine,
  statements: CompiledQuery[],
  seconds: number,
): Promise<{ rps: number; statements: number }> {
  const until = Date.now() + seconds * 1000;
  let done = 0;
  const started = Date.now();
  if (engine === 'sqlite') {
    const native = new SQLite(path.join('.tmp', `bench-${DOCUMENTS}.sqlite`), { readonly: true });
    try {
      const prepared = statements.map((query) => ({ statement: native.prepare(query.sql), values: query.parameters }));
      while (Date.now() < until) {
        for (const { statement, values } of prepared) statement.all(...values);
        done += 1;
      }
    } finally {
      native.close();
    }
  } else {
    const pool = new pg.Pool({ connectionString: PG_URL, max: 10, options: `-c search_path=bench_${DOCUMENTS}` });
    try {
      await Promise.all(
        Array.from({ length: CONNECTIONS }, async () => {
          while (Date.now() < until) {
            for (const [i, query] of statements.entries()) {
              await pool.query({ name: `page_${i}`, text: query.sql, values: [...query.parameters] });
            }
            done += 1;
          }
        }),
      );
    } finally {
      await pool.end();
    }
  }
  return { rps: done / ((Date.now() - started) / 1000), statements: statements.length };
}

async function listen(app: FastifyInstance): Promise<string> {
  return app.listen({ host: '127.0.0.1', port: 0 });
}

async function runEngine(engine: Engine): Promise<Row> {
  console.log(`${engine}: preparing ${DOCUMENTS} documents`);
  const database = await open(engine);
  const counter = { count: 0 };
  // Counted per result (one per statement sent), not per builder: a subquery is its own builder.
  // The statements of one request, compiled as they ran, for the driver baseline.
  const caught: CompiledQuery[] = [];
  let catching = false;
  const plugin: KyselyPlugin = {
    transformQuery: (a) => {
      if (catching) caught.push(database.db.getExecutor().compileQuery(a.node, a.queryId));
      return a.node;
    },
    transformResult: async (a) => ((counter.count += 1), a.result),
  };
  const policy = await openPolicyStore(path.resolve('policies/model.conf'), path.resolve('policies/policy.csv'), {
    info: () => {},
    error: console.error,
  });
  let app: FastifyInstance | undefined;
  let bare: FastifyInstance | undefined;
  try {
    await prepare(database.db, engine);
    // Fresh statistics after a bulk seed, so the planner sees the indexes' real sizes.
    await sql`analyze document`.execute(database.db);
    app = await buildApp(
      { db: database.db.withPlugin(plugin), engine, identity: stubIdentity, policy },
      { databaseUrl: PG_URL },
    );
    const url = await listen(app);
    const first = await fetch(url + PATH, { headers: { authorization: 'Bearer bench' } });
    const body = await first.text();
    if (first.status !== 200) throw new Error(`${engine}: ${first.status} ${body}`);
    const total = first.headers.get('x-total-count');
    counter.count = 0;
    catching = true;
    await fetch(url + PATH, { headers: { authorization: 'Bearer bench' } });
    catching = false;
    const queries = counter.count;
    // The page query: the statements that read documents or their counts (the caller's user record aside).
    const pageQuery = caught.filter((query) => /"document"/.test(query.sql));
    if (pageQuery.length === 0) throw new Error(`${engine}: the page query was not caught`);
    console.log(`  ${engine}: x-total-count ${total}, ${queries} queries per request; measuring ${SECONDS} s`);
    await load(url + PATH, WARMUP_SECONDS);
    const measured = await load(url + PATH, SECONDS);
    await app.close();
    app = undefined;

    // Bare Fastify: the same JSON and header, from memory, in the same process and run.
    bare = Fastify();
    bare.get('/api/documents', async (_request, reply) =>
      reply
        .header('x-total-count', total ?? '0')
        .type('application/json; charset=utf-8')
        .send(body),
    );
    const bareUrl = await listen(bare);
    await load(bareUrl + PATH, WARMUP_SECONDS);
    const bareLoad = await load(bareUrl + PATH, SECONDS);
    await bare.close();
    bare = undefined;
    await onDriver(engine, pageQuery, WARMUP_SECONDS);
    const driver = await onDriver(engine, pageQuery, SECONDS);
    return { name: engine, load: measured, queries, bare: bareLoad, driver };
  } finally {
    await app?.close();
    await bare?.close();
    policy.close();
    await database.close();
  }
}

fs.mkdirSync('.tmp', { recursive: true });
const rows: Row[] = [];
const crowds: UsersResult[] = [];
try {
  for (const engine of PARTS.has('list') ? (ENGINES as Engine[]) : []) {
    const row = await runEngine(engine);
    rows.push(row);
    console.log(
      `  ${engine}: p50 ${row.load.p50} ms, p95 ${row.load.p95} ms, ${Math.round(row.load.rps)} req/s; bare ${Math.round(row.bare?.rps ?? 0)} req/s; driver ${Math.round(row.driver?.rps ?? 0)} page queries/s`,
    );
  }
  for (const engine of PARTS.has('users') ? (ENGINES as Engine[]) : []) {
    const crowd = await runUsers(engine);
    crowds.push(crowd);
    console.log(`  ${engine}: ${crowd.requests} requests, ${crowd.errors} errors, ${Math.round(crowd.rps)} req/s`);
  }
} catch (error) {
  console.error(error);
  process.exit(1);
}

const percent = (a: number, b: number) => `${((a / b) * 100).toFixed(0)} %`;
const machine = () =>
  `${os.cpus().length} cores, Node ${process.version}, load average ${os
    .loadavg()
    .map((n) => n.toFixed(1))
    .join(' ')} at the end`;
if (rows.length) printList();
if (crowds.length) printCrowds();
const listMet = rows.every(
  (row) =>
    row.load.p95 <= 15 &&
    row.bare &&
    row.load.rps >= 0.4 * row.bare.rps &&
    row.driver &&
    row.load.rps >= 0.5 * row.driver.rps,
);
const crowdMet = crowds.every((crowd) => crowd.errors === 0 && crowd.routes.every((route) => route.p95 < 100));
if (rows.length)
  console.log(
    `\nList target (p95 <= 15 ms, at least 40 % of bare, at least 50 % of the driver): ${listMet ? 'met' : 'NOT met'}`,
  );
if (crowds.length)
  console.log(`Load test target (0 errors, p95 < 100 ms on every route): ${crowdMet ? 'met' : 'NOT met'}`);
// Pools, servers and file handles are closed above; exit anyway so nothing left by a library
// can keep the run alive.
process.exit(0);

/** A figure, or a dash where there was none (no request of the route after the opening). */
function shown(value: number | null): string {
  return value === null || Number.isNaN(value) ? '–' : String(value);
}

function printCrowds(): void {
  for (const crowd of crowds) {
    console.log(
      `\nLoad test on ${crowd.engine}: ${crowd.users} simulated users of mixed roles, ${crowd.seconds} s (asked ${USERS_SECONDS} s), ` +
        `think time about ${Number(process.env.BENCH_THINK_MS ?? 1000)} ms, ${crowd.requests} requests, ${Math.round(crowd.rps)} req/s, ` +
        `${crowd.errors} errors; ${machine()}. After the opening: the requests sent after the first two think times ` +
        `(every user sends its first request, a list, in the first one: bench/LOAD.md, "The maxima: cause").\n`,
    );
    console.log(
      '| route | requests | errors | answers | p50 ms | p95 ms | max ms | after the opening: p95 ms | max ms | p95 < 100 ms |',
    );
    console.log('|---|---|---|---|---|---|---|---|---|---|');
    for (const route of crowd.routes) {
      console.log(
        `| ${route.route} | ${route.requests} | ${route.errors} | ${JSON.stringify(route.statuses)} | ${route.p50} | ${route.p95} | ${route.max} | ${shown(route.steadyP95)} | ${shown(route.steadyMax)} | ${route.p95 < 100 ? 'met' : 'NOT met'} |`,
      );
    }
    for (const sample of crowd.samples) console.log(`  refused: ${sample}`);
  }
}

function printList(): void {
  console.log(`\nGET ${PATH} as an administrator`);
  console.log(
    `${new Date().toISOString().slice(0, 10)}, ${DOCUMENTS} documents, ${CONNECTIONS} connections, ${SECONDS} s per run, ${machine()}\n`,
  );
  console.log(
    '| engine | API p50 ms | API p95 ms | API req/s | bare p50 ms | bare p95 ms | bare req/s | API / bare | driver page queries/s | API / driver | queries/request |',
  );
  console.log('|---|---|---|---|---|---|---|---|---|---|---|');
  for (const { name, load: api, bare, queries, driver } of rows) {
    if (!bare || !driver) continue;
    console.log(
      `| ${name} | ${api.p50} | ${api.p95} | ${Math.round(api.rps)} | ${bare.p50} | ${bare.p95} | ${Math.round(bare.rps)} | ${percent(api.rps, bare.rps)} | ${Math.round(driver.rps)} (${driver.statements} statement${driver.statements > 1 ? 's' : ''}) | ${percent(api.rps, driver.rps)} | ${queries} |`,
    );
  }
}
