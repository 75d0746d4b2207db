/**
 * The simulated users of bench/users.ts, in their own process (their work does not share the
 * server's event loop): every user runs its role's round, one request at a time with a think
 * time between two, until the time is up; every latency is kept per route for exact
 * percentiles, and apart for the requests sent after the opening (the first two think times,
 * when every user sends its first request at once: bench/LOAD.md, "The maxima: cause"). Prints
 * one JSON line: { users, seconds, requests, rps, errors, routes, samples }.
 *
 * With BENCH_TRACE_FILE, every request carries its number (x-bench-request), and the file gets
 * { requests: [{ n, route, at (epoch ms), ms }], stalls: [{ at, ms }] } (the generator's own
 * event-loop stalls over 30 ms), so bench/users-trace.ts can set them beside what the server saw.
 *
 * Usage: tsx bench/users-load.ts '<json config>'  { base, users: [{token, role, tenant}], seconds, thinkMs }
 */
import fs from 'node:fs';
import type { SimulatedUser } from './users.js';

interface Config {
  base: string;
  users: SimulatedUser[];
  seconds: number;
  thinkMs: number;
}
interface Doc {
  id: string;
  status: string;
  version: number;
}
interface Answer {
  status: number;
  json: unknown;
}

const config = JSON.parse(process.argv[2] ?? '{}') as Config;
const until = Date.now() + config.seconds * 1000;
const latencies = new Map<string, number[]>();
const statuses = new Map<string, Record<string, number>>();
const errors = new Map<string, number>();
const samples: string[] = [];
/** Latencies of the requests sent after the opening, per route. */
const steady = new Map<string, number[]>();
const opened = performance.now();
const OPENING_MS = 2 * config.thinkMs;

const traceFile = process.env.BENCH_TRACE_FILE;
// Times as the system clock tells them (the server's trace too), to a fraction of a millisecond.
const clockBase = Date.now() - performance.now();
const traced: { n: number; route: string; at: number; ms: number }[] = [];
let sent = 0;
const stalls: { at: number; ms: number }[] = [];
if (traceFile) {
  // A timer every 5 ms that fires late tells how long this process's event loop was held.
  let last = performance.now();
  setInterval(() => {
    const now = performance.now();
    if (now - last - 5 > 30) stalls.push({ at: clockBase + last, ms: now - last - 5 });
    last = now;
  }, 5).unref();
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const think = async (): Promise<void> => {
  await pause(config.thinkMs * (0.5 + Math.random()));
};
const running = () => Date.now() < until;

/** One request, timed under its route's name; `expected` lists answers that are not errors besides 2xx. */
async function call(
  user: SimulatedUser,
  route: string,
  method: string,
  url: string,
  body?: unknown,
  expected: number[] = [],
): Promise<Answer> {
  const started = performance.now();
  // Numbered as sent: many requests are on their way at once.
  const n = (sent += 1);
  let status = 0;
  let json: unknown;
  try {
    const response = await fetch(config.base + url, {
      method,
      headers: {
        authorization: `Bearer ${user.token}`,
        ...(traceFile ? { 'x-bench-request': String(n) } : {}),
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    status = response.status;
    const text = await response.text();
    json = text && response.headers.get('content-type')?.includes('json') ? JSON.parse(text) : text;
  } catch (error) {
    json = (error as Error).message;
  }
  const ms = performance.now() - started;
  const list = latencies.get(route) ?? [];
  list.push(ms);
  latencies.set(route, list);
  if (started - opened >= OPENING_MS) {
    const after = steady.get(route) ?? [];
    after.push(ms);
    steady.set(route, after);
  }
  if (traceFile) traced.push({ n, route, at: clockBase + started, ms });
  const counts = statuses.get(route) ?? {};
  counts[status] = (counts[status] ?? 0) + 1;
  statuses.set(route, counts);
  if (!(status >= 200 && status < 300) && !expected.includes(status)) {
    errors.set(route, (errors.get(route) ?? 0) + 1);
    if (samples.length < 10)
      samples.push(`${user.token} ${method} ${url}: ${status} ${JSON.stringify(json).slice(0, 200)}`);
  }
  return { status, json };
}

const pick = <T>(list: T[]): T | undefined => list[Math.floor(Math.random() * list.length)];
const asDocs = (answer: Answer) => (Array.isArray(answer.json) ? (answer.json as Doc[]) : []);
const page = (query: string) => `/api/documents?${query}&_sort=createdAt&_order=desc&_start=0&_end=20`;

const items = (round: number) =>
  Array.from({ length: 3 }, (_, i) => ({
    itemDate: '2024-05-01',
    description: `Line ${i + 1}`,
    category: 'office',
    amountCents: 1000 + i * 10 + (round % 7),
    currency: 'USD',
    taxCents: 100,
  }));

/** The DBO's round: the queue, a document's work (started if only assigned, claimed if none), the draft, submit. */
async function dbo(user: SimulatedUser, round: number): Promise<void> {
  const queue = asDocs(await call(user, 'GET /api/documents/my-queue', 'GET', '/api/documents/my-queue'));
  await think();
  let doc = queue.find((d) => d.status === 'processing') ?? queue.find((d) => d.status === 'assigned');
  if (!doc) {
    const next = await call(
      user,
      'POST /api/documents/start-next',
      'POST',
      '/api/documents/start-next',
      undefined,
      [404],
    );
    if (next.status !== 200) return think();
    doc = next.json as Doc;
    await think();
  } else if (doc.status === 'assigned') {
    const started = await call(user, 'POST /api/documents/:id/start', 'POST', `/api/documents/${doc.id}/start`, {
      version: doc.version,
    });
    if (started.status !== 200) return think();
    doc = started.json as Doc;
    await think();
  }
  if (!running()) return;
  const work = await call(user, 'GET /api/documents/:id/work', 'GET', `/api/documents/${doc.id}/work`);
  const read = work.json as { document?: Doc; items?: { id: string }[] };
  if (work.status !== 200 || !read.document) return think();
  await think();
  if (!running()) return;
  const lines = items(round);
  const header = {
    vendor: 'Bench vendor',
    docNumber: `B-${doc.id.slice(0, 8)}`,
    docDate: '2024-05-01',
    totalCents: lines.reduce((sum, line) => sum + line.amountCents + line.taxCents, 0),
    currency: 'USD',
  };
  const saved = await call(user, 'PUT /api/documents/:id/draft', 'PUT', `/api/documents/${doc.id}/draft`, {
    version: read.document.version,
    header,
    items: lines.map((line, i) => ({ ...line, ...(read.items?.[i] ? { id: read.items[i].id } : {}) })),
  });
  const after = saved.json as { document?: Doc };
  if (saved.status !== 200 || !after.document) return think();
  await think();
  if (!running()) return;
  await call(user, 'POST /api/documents/:id/submit', 'POST', `/api/documents/${doc.id}/submit`, {
    version: after.document.version,
  });
  await think();
}

/** A reviewer's round: documents in a status, one opened, moved on (approve or accept). */
async function review(user: SimulatedUser, status: string, step: string): Promise<void> {
  const list = asDocs(await call(user, `GET /api/documents?status=${status}`, 'GET', page(`status=${status}`)));
  await think();
  const chosen = pick(list);
  if (!chosen || !running()) return;
  const opened = await call(user, 'GET /api/documents/:id', 'GET', `/api/documents/${chosen.id}`);
  await think();
  if (opened.status !== 200 || !running()) return;
  await call(user, `POST /api/documents/:id/${step}`, 'POST', `/api/documents/${chosen.id}/${step}`, {
    version: (opened.json as Doc).version,
  });
  await think();
}

/** A reader's round: a list, one opened, its timeline. */
async function read(user: SimulatedUser, query: string): Promise<void> {
  const list = asDocs(await call(user, 'GET /api/documents', 'GET', page(query)));
  await think();
  const chosen = pick(list);
  if (!chosen || !running()) return;
  await call(user, 'GET /api/documents/:id', 'GET', `/api/documents/${chosen.id}`);
  await think();
  if (!running()) return;
  await call(user, 'GET /api/documents/:id/timeline', 'GET', `/api/documents/${chosen.id}/timeline`);
  await think();
}

const STATUSES = ['new', 'processing', 'processed', 'approved', 'archived'];

async function simulate(user: SimulatedUser, index: number): Promise<void> {
  // Users arrive over the first think time, not all in the same millisecond.
  await pause(Math.random() * config.thinkMs);
  for (let round = 0; running(); round += 1) {
    if (user.role === 'dbo') await dbo(user, round + index);
    else if (user.role === 'dbs') await review(user, 'processed', 'approve');
    else if (user.role === 'supervisor') await review(user, 'approved', 'accept');
    else if (user.role === 'hq') await read(user, 'status=archived');
    else if (user.role === 'admin') {
      await read(user, `status=${STATUSES[round % STATUSES.length]}`);
      if (!running()) break;
      await call(user, 'GET /api/audit-events', 'GET', '/api/audit-events?_start=0&_end=20');
      await think();
    } else {
      await call(user, 'GET /api/uploads', 'GET', '/api/uploads?_start=0&_end=20');
      await think();
    }
  }
}

const started = Date.now();
await Promise.all(config.users.map((user, index) => simulate(user, index)));
const seconds = (Date.now() - started) / 1000;
if (traceFile) fs.writeFileSync(traceFile, JSON.stringify({ requests: traced, stalls }));
const round = (value: number) => Math.round(value * 100) / 100;
const percentile = (sorted: Float64Array, p: number) =>
  round(sorted[Math.max(0, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN);
const routes = [...latencies].map(([route, list]) => {
  const sorted = Float64Array.from(list).sort();
  const at = (p: number) => percentile(sorted, p);
  const after = Float64Array.from(steady.get(route) ?? []).sort();
  return {
    route,
    requests: sorted.length,
    errors: errors.get(route) ?? 0,
    statuses: statuses.get(route) ?? {},
    p50: at(50),
    p95: at(95),
    max: round(sorted[sorted.length - 1] ?? NaN),
    /** After the opening: p95 and max of the requests sent then. */
    steadyP95: percentile(after, 95),
    steadyMax: round(after[after.length - 1] ?? NaN),
  };
});
routes.sort((a, b) => a.route.localeCompare(b.route));
const requests = routes.reduce((sum, route) => sum + route.requests, 0);
process.stdout.write(
  `${JSON.stringify({
    users: config.users.length,
    seconds: round(seconds),
    requests,
    rps: round(requests / seconds),
    errors: routes.reduce((sum, route) => sum + route.errors, 0),
    routes,
    samples,
  })}\n`,
);
process.exit(0);
