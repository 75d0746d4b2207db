/**
 * The load test of bench/users.ts on one engine, traced, to tell where its slowest requests
 * spent their time (bench/LOAD.md, "The maxima: cause"). Each request the simulated users send
 * carries its number; the server notes when the request reached it and how long it took there,
 * so a request's time splits into before the server saw it (the socket waiting for a busy event
 * loop) and in the server. Beside them, in the same run: the server's event-loop stalls (a 5 ms
 * timer firing late), each with the CPU time the process used meanwhile (equal: it was working;
 * much less: it was not given a core, or waited on the disk), its GC pauses, the load
 * generator's own stalls; on SQLite the statements that held the event loop over 15 ms (a commit
 * that checkpoints the WAL among them), and on PostgreSQL the pool: how long each checkout held
 * a connection and how long each waited for one.
 *
 * Usage: BENCH_USERS_SECONDS=20 BENCH_USERS_DOCUMENTS=20000 nice -n 19 npx tsx bench/users-trace.ts sqlite|postgres
 * (the other BENCH_USERS* settings as in bench/users.ts). Prints plain text.
 */
import fs from 'node:fs';
import path from 'node:path';
import { monitorEventLoopDelay, PerformanceObserver } from 'node:perf_hooks';
import SQLite from 'better-sqlite3';
import pg from 'pg';
import type { Engine } from '../src/server/db/database.js';
import { runUsers, THINK_MS } from './users.js';

const engine = (process.argv[2] ?? 'sqlite') as Engine;
if (engine !== 'sqlite' && engine !== 'postgres') throw new Error('usage: tsx bench/users-trace.ts sqlite|postgres');
// Times as the system clock tells them (the load generator's too), to a fraction of a millisecond.
const clockBase = Date.now() - performance.now();
const epoch = () => clockBase + performance.now();

interface Seen {
  at: number;
  ms: number;
}
const served = new Map<number, Seen>();
const stalls: (Seen & { cpu: number })[] = [];
const gcs: Seen[] = [];
const holds: (Seen & { statements: number })[] = [];
const waits: Seen[] = [];
let waitingMost = 0;

new PerformanceObserver((list) => {
  for (const entry of list.getEntries()) gcs.push({ at: clockBase + entry.startTime, ms: entry.duration });
}).observe({ entryTypes: ['gc'] });
let last = epoch();
let lastCpu = process.cpuUsage();
setInterval(() => {
  const now = epoch();
  const cpu = process.cpuUsage(lastCpu);
  if (now - last - 5 > 30) stalls.push({ at: last, ms: now - last - 5, cpu: (cpu.user + cpu.system) / 1000 });
  last = now;
  lastCpu = process.cpuUsage();
}, 5).unref();
const delay = monitorEventLoopDelay({ resolution: 10 });

// The API's pool (database.ts) is a pg.Pool of 10: its checkouts are timed where pg lends them.
type Lent = { query: (...args: unknown[]) => unknown; release: (...args: unknown[]) => unknown };
type Pool = { options?: { max?: number }; waitingCount: number; connect: (...args: unknown[]) => unknown };
const poolPrototype = pg.Pool.prototype as unknown as Pool;
const connect = poolPrototype.connect;
poolPrototype.connect = function (this: Pool, ...args: unknown[]) {
  const asked = epoch();
  waitingMost = Math.max(waitingMost, this.waitingCount);
  const lending = connect.apply(this, args);
  if (this.options?.max === 10 && lending instanceof Promise) {
    void lending.then(
      (client: Lent) => {
        const lent = epoch();
        waits.push({ at: asked, ms: lent - asked });
        let statements = 0;
        const { query, release } = client;
        client.query = (...queryArgs: unknown[]) => ((statements += 1), query.apply(client, queryArgs));
        client.release = (...releaseArgs: unknown[]) => {
          Object.assign(client, { query, release });
          holds.push({ at: lent, ms: epoch() - lent, statements });
          return release.apply(client, releaseArgs);
        };
      },
      () => {},
    );
  }
  return lending;
};

// SQLite runs each statement synchronously on the event loop: the API's statements are timed
// where better-sqlite3 prepares them (database.ts keeps them prepared, so each is wrapped once).
const slowStatements: (Seen & { cpu: number; text: string })[] = [];
type Statement = Record<'run' | 'all' | 'get', (...args: unknown[]) => unknown>;
const databasePrototype = SQLite.prototype as unknown as { prepare: (text: string) => Statement };
const prepare = databasePrototype.prepare;
databasePrototype.prepare = function (this: unknown, text: string) {
  const statement = prepare.call(this, text);
  for (const method of ['run', 'all', 'get'] as const) {
    const call = statement[method];
    statement[method] = (...args: unknown[]) => {
      const at = epoch();
      const cpu = process.cpuUsage();
      try {
        return call.apply(statement, args);
      } finally {
        const took = epoch() - at;
        const used = process.cpuUsage(cpu);
        if (took > 15) slowStatements.push({ at, ms: took, cpu: (used.user + used.system) / 1000, text });
      }
    };
  }
  return statement;
};

const traceFile = path.resolve('.tmp', `users-trace-${engine}-${process.pid}.json`);
fs.mkdirSync(path.dirname(traceFile), { recursive: true });
process.env.BENCH_TRACE_FILE = traceFile;
delay.enable();
const result = await runUsers(engine, (app) => {
  app.server.on('request', (request, response) => {
    const at = epoch();
    const n = Number(request.headers['x-bench-request']);
    response.on('finish', () => served.set(n, { at, ms: epoch() - at }));
  });
});
delay.disable();
const client = JSON.parse(fs.readFileSync(traceFile, 'utf8')) as {
  requests: { n: number; route: string; at: number; ms: number }[];
  stalls: Seen[];
};
fs.rmSync(traceFile);

const sent = client.requests;
const first = Math.min(...sent.map((request) => request.at));
const end = Math.max(...sent.map((request) => request.at + request.ms));
const openingEnd = first + 2 * THINK_MS;
const s = (at: number) => ((at - first) / 1000).toFixed(2);
const ms = (value: number) => value.toFixed(0);
const inRun = <T extends Seen>(list: T[]) => list.filter((item) => item.at >= first && item.at <= end);
const most = (list: number[]) => (list.length ? Math.max(...list) : 0);
const p = (list: number[], q: number) =>
  [...list].sort((a, b) => a - b)[Math.max(0, Math.ceil(q * list.length) - 1)] ?? 0;

console.log(
  `\n${engine}: ${result.requests} requests in ${result.seconds} s, ${result.errors} errors; the opening is the first ${(2 * THINK_MS) / 1000} s`,
);
console.log('\nThe 10 slowest requests: sent at (s) | ms | reached the server after (ms) | in the server (ms) | route');
for (const request of [...sent].sort((a, b) => b.ms - a.ms).slice(0, 10)) {
  const seen = served.get(request.n);
  console.log(
    `  ${s(request.at)} | ${ms(request.ms)} | ${seen ? ms(seen.at - request.at) : '-'} | ${seen ? ms(seen.ms) : '-'} | ${request.route}`,
  );
}
const slow = sent.filter((request) => request.ms > 300);
const perSecond = new Map<number, number>();
for (const request of slow) {
  const second = Math.floor((request.at - first) / 1000);
  perSecond.set(second, (perSecond.get(second) ?? 0) + 1);
}
console.log(
  `\nRequests over 300 ms: ${slow.length}; by the second they were sent in: ${[...perSecond].map(([second, n]) => `${second}: ${n}`).join(', ') || 'none'}`,
);

const loop = inRun(stalls);
for (const [name, part] of [
  ['opening', loop.filter((stall) => stall.at < openingEnd)],
  ['after the opening', loop.filter((stall) => stall.at >= openingEnd)],
] as const) {
  const wall = part.reduce((sum, stall) => sum + stall.ms, 0);
  const cpu = part.reduce((sum, stall) => sum + stall.cpu, 0);
  console.log(
    `Server event-loop stalls over 30 ms, ${name}: ${part.length}, longest ${ms(most(part.map((stall) => stall.ms)))} ms, ` +
      `${ms(wall)} ms in all, the process's CPU time meanwhile ${wall ? Math.round((100 * cpu) / wall) : 0} % of it`,
  );
}
console.log(
  `Server event-loop delay: p50 ${(delay.percentile(50) / 1e6).toFixed(1)} ms, p99 ${(delay.percentile(99) / 1e6).toFixed(1)} ms, max ${(delay.max / 1e6).toFixed(1)} ms`,
);
const collected = inRun(gcs);
console.log(
  `Server GC: ${collected.length} pauses, ${collected.filter((gc) => gc.ms > 10).length} over 10 ms, longest ${ms(most(collected.map((gc) => gc.ms)))} ms`,
);
console.log(
  `Load generator's own stalls over 30 ms: ${client.stalls.length}, longest ${ms(most(client.stalls.map((stall) => stall.ms)))} ms`,
);
if (engine === 'sqlite') {
  const slowest = inRun(slowStatements).sort((a, b) => b.ms - a.ms);
  console.log(
    `Statements over 15 ms: ${slowest.length}${slowest
      .slice(0, 5)
      .map((slow) => `; at ${s(slow.at)} s ${ms(slow.ms)} ms (CPU ${ms(slow.cpu)} ms) ${slow.text.slice(0, 50)}`)
      .join('')}`,
  );
}
if (engine === 'postgres') {
  const held = inRun(holds);
  const seconds = (end - first) / 1000;
  const busy = held.reduce((sum, hold) => sum + hold.ms, 0) / 1000;
  const waited = inRun(waits).map((wait) => wait.ms);
  console.log(
    `Pool of 10: connections held ${Math.round((100 * busy) / (10 * seconds))} % of the run; most requests waiting at once ${waitingMost}; ` +
      `waits for a connection: p50 ${ms(p(waited, 0.5))} ms, p95 ${ms(p(waited, 0.95))} ms, max ${ms(most(waited))} ms`,
  );
  const byCount = new Map<number, number[]>();
  for (const hold of held) {
    const list = byCount.get(hold.statements) ?? [];
    list.push(hold.ms);
    byCount.set(hold.statements, list);
  }
  console.log(
    `Connection held per checkout, by statements sent (begin and commit included): ${[...byCount]
      .sort((a, b) => a[0] - b[0])
      .map(([n, list]) => `${n}: ${list.length}× p50 ${ms(p(list, 0.5))} ms p95 ${ms(p(list, 0.95))} ms`)
      .join('; ')}`,
  );
}
console.log('\n| route | requests | p95 ms | max ms | opening: requests | max ms | after: p95 ms | max ms |');
console.log('|---|---|---|---|---|---|---|---|');
const routes = new Map<string, typeof sent>();
for (const request of sent) {
  const list = routes.get(request.route) ?? [];
  list.push(request);
  routes.set(request.route, list);
}
for (const [route, list] of [...routes].sort((a, b) => a[0].localeCompare(b[0]))) {
  const opening = list.filter((request) => request.at < openingEnd).map((request) => request.ms);
  const after = list.filter((request) => request.at >= openingEnd).map((request) => request.ms);
  const all = list.map((request) => request.ms);
  console.log(
    `| ${route} | ${list.length} | ${ms(p(all, 0.95))} | ${ms(most(all))} | ${opening.length} | ${ms(most(opening))} | ${ms(p(after, 0.95))} | ${ms(most(after))} |`,
  );
}
process.exit(0);
