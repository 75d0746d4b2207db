/**
 * `npx tsx bench/reports.ts`: each report's aggregate (issue 13) at a large document count, on
 * SQLite and PostgreSQL, beside bare Fastify answering the same JSON from memory in the same run
 * (both through app.inject, so the difference is the route: auth, scope, SQL, shaping).
 *
 * The data set: BENCH_DOCUMENTS documents (default 100000) of one tenant, BENCH_PER_MINUTE a
 * minute (default 1) back from now (demo-data's generator, with items), and their workflow steps in audit_event (start and
 * submit by ten DBOs, approve, accept, dispute with a reason, send-back with a reason) made in
 * SQL. Reused once seeded (.tmp/bench-reports-N.sqlite, schema bench_reports_N). Each report asks
 * for the last 30 days; figures are the median of BENCH_RUNS (default 7) after one warm-up.
 * BENCH_ENGINES (default sqlite,postgres), DATABASE_URL. Token verification is a stub.
 */
import path from 'node:path';
import Fastify from 'fastify';
import { sql, type Kysely } from 'kysely';
import { buildApp } from '../src/server/app.js';
import { openDatabase, type DatabaseHandle, type Engine } from '../src/server/db/database.js';
import { ensureLocations, generateDocuments } from '../src/server/db/demo-data.js';
import type { Database } from '../src/server/db/schema.js';
import { ensureTenant, ensureUser } from '../src/server/db/users.js';
import { openPolicyStore } from '../src/server/policy/policy-store.js';
import { withBulkSearchIndex } from './search-bulk-index.js';
import { benchEmail, stubIdentity } from './stub-identity.js';

const DOCUMENTS = Number(process.env.BENCH_DOCUMENTS ?? 100_000);
/** Arrivals per minute: 10 puts 432,000 of a million documents in a 30-day report. */
const PER_MINUTE = Number(process.env.BENCH_PER_MINUTE ?? 1);
const SET = PER_MINUTE === 1 ? `${DOCUMENTS}` : `${DOCUMENTS}_${PER_MINUTE}pm`;
const RUNS = Number(process.env.BENCH_RUNS ?? 7);
const ENGINES = (process.env.BENCH_ENGINES ?? 'sqlite,postgres').split(',').filter(Boolean) as Engine[];
const PG_URL = process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test';

async function open(engine: Engine): Promise<DatabaseHandle> {
  if (engine === 'postgres') return openDatabase({ url: PG_URL, schema: `bench_reports_${SET}` });
  return openDatabase({ sqliteFile: path.join('.tmp', `bench-reports-${SET}.sqlite`) });
}

/** created_at plus some hours, as ISO text, in the engine's SQL. */
const later = (engine: Engine, hours: number) =>
  engine === 'postgres'
    ? sql`to_char((cast(document.created_at as timestamptz) + interval '${sql.raw(String(hours))} hours') at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`
    : sql`strftime('%Y-%m-%dT%H:%M:%fZ', document.created_at, '+${sql.raw(String(hours))} hours')`;

async function prepare(db: Kysely<Database>, engine: Engine) {
  const tenant = await ensureTenant(db, 'Bench Reports Tenant');
  const hq = await ensureUser(db, {
    email: benchEmail('hq'),
    name: 'Bench HQ',
    roles: ['isClientHq'],
    tenantId: tenant,
  });
  await ensureUser(db, { email: benchEmail('admin'), name: 'Bench admin', roles: ['isDbAdmin'], tenantId: null });
  const dbs = await ensureUser(db, { email: benchEmail('dbs'), name: 'Bench DBS', roles: ['isDbs'], tenantId: null });
  const dbos = [];
  for (let i = 0; i < 10; i += 1)
    dbos.push(
      await ensureUser(db, { email: benchEmail(`dbo-${i}`), name: `Bench DBO ${i}`, roles: ['isDbo'], tenantId: null }),
    );
  const now = new Date().toISOString();
  if (!(await db.selectFrom('team').select('id').where('id', '=', 'bench-reports-team').executeTakeFirst())) {
    await db
      .insertInto('team')
      .values({ id: 'bench-reports-team', name: 'Bench reports team', supervisor_id: dbs.id, created_at: now })
      .execute();
    await db
      .insertInto('assignment')
      .values({
        id: 'bench-reports-assignment',
        team_id: 'bench-reports-team',
        tenant_id: tenant,
        location_id: null,
        created_at: now,
      })
      .execute();
    await db
      .insertInto('team_member')
      .values(
        dbos.map((dbo, i) => ({
          id: `bench-reports-member-${i}`,
          team_id: 'bench-reports-team',
          user_id: dbo.id,
          created_at: now,
        })),
      )
      .execute();
  }
  const have = await db
    .selectFrom('document')
    .select((eb) => eb.fn.countAll<string | number>().as('n'))
    .executeTakeFirstOrThrow();
  const missing = DOCUMENTS - Number(have.n);
  if (missing > 0) {
    const locations = await ensureLocations(
      db,
      new Map([
        ['Acme Retail', tenant],
        ['Globex Foods', tenant],
      ]),
    );
    const places = [...locations.values()].flat().map((id): [string, string] => [tenant, id]);
    const started = Date.now();
    // The search index is filled once after the rows (search-bulk-index.ts): row by row, its
    // triggers made a million documents take over 20 minutes, and the reports never read it.
    await withBulkSearchIndex(db, engine, () =>
      generateDocuments(db, {
        count: missing,
        places,
        assignees: [],
        withDetails: true,
        batch: 300,
        spacingMs: 60_000 / PER_MINUTE,
      }),
    );
    // The steps, one statement each: DBO = a digit of the id; every 7th sent back, every 5th approved one disputed.
    const actor = sql`(select id from app_user where email = 'dbo-' || substr(document.id, 1, 1) || '@bench.dbbs.test')`;
    const steps: [string, number, string, string, string, string | null][] = [
      ['start', 1, "('processing','on_hold','processed','approved','archived')", 'assigned', 'processing', null],
      ['submit', 3, "('processed','approved','archived')", 'processing', 'processed', null],
      [
        'send-back',
        4,
        "('processed','approved','archived') and substr(document.id, 2, 1) in ('0', '7')",
        'processed',
        'processing',
        'Total does not match',
      ],
      ['approve', 10, "('approved','archived')", 'processed', 'approved', null],
      ['accept', 30, "('archived')", 'approved', 'archived', null],
      [
        'dispute',
        12,
        "('on_hold') and substr(document.id, 2, 1) in ('1', '5')",
        'approved',
        'on_hold',
        'Amount is wrong',
      ],
    ];
    for (const [action, hours, statuses, from, to, note] of steps) {
      await sql`insert into audit_event (id, at, actor_id, actor_email, entity, entity_id, action, from_state, to_state, tenant_id, note, reason_code)
        select ${`${action}-`} || document.id, ${later(engine, hours)}, ${action === 'start' || action === 'submit' ? actor : dbs.id},
          null, 'document', document.id, ${action}, ${from}, ${to}, document.tenant_id, ${note}, ${note}
        from document where document.status in ${sql.raw(statuses)}
          and not exists (select 1 from audit_event as e where e.id = ${`${action}-`} || document.id)`.execute(db);
    }
    console.log(
      `  ${engine}: seeded ${missing} documents and their steps in ${((Date.now() - started) / 1000).toFixed(0)} s`,
    );
    await sql`analyze`.execute(db);
  }
  return { tenant, hq };
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

async function main() {
  const to = new Date().toISOString().slice(0, 10);
  const from = new Date(Date.now() - 29 * 86_400_000).toISOString().slice(0, 10);
  const range = `from=${from}&to=${to}`;
  const REPORTS: [string, string, string][] = [
    ['client HQ dashboard', 'hq', `/api/reports/client-hq?${range}`],
    ['client HQ breakdowns', 'hq', `/api/reports/client-breakdowns?${range}`],
    ['executive summary', 'hq', `/api/reports/executive?${range}`],
    ['DBO report', 'dbo-3', `/api/reports/dbo?${range}`],
    ['administrator report', 'admin', `/api/reports/admin?${range}`],
    ['queue over time', 'dbs', `/api/reports/queue?${range}`],
  ];
  const lines: string[] = [];
  for (const engine of ENGINES) {
    console.log(`${engine}: preparing ${DOCUMENTS} documents`);
    const database = await open(engine);
    const policy = await openPolicyStore(path.resolve('policies/model.conf'), path.resolve('policies/policy.csv'), {
      info: () => {},
      error: console.error,
    });
    try {
      await prepare(database.db, engine);
      const app = await buildApp({ db: database.db, engine, identity: stubIdentity, policy }, { databaseUrl: PG_URL });
      for (const [name, token, url] of REPORTS) {
        const ask = () => app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${token}` } });
        const first = await ask();
        if (first.statusCode !== 200) throw new Error(`${name}: ${first.statusCode} ${first.body}`);
        const bare = Fastify();
        const body = first.json();
        bare.get('/bare', async () => body);
        const times: number[] = [];
        const bareTimes: number[] = [];
        for (let i = 0; i < RUNS; i += 1) {
          let t = performance.now();
          await ask();
          times.push(performance.now() - t);
          t = performance.now();
          await bare.inject({ method: 'GET', url: '/bare' });
          bareTimes.push(performance.now() - t);
        }
        await bare.close();
        const line = `${engine.padEnd(8)} ${name.padEnd(22)} median ${median(times).toFixed(0).padStart(6)} ms  max ${Math.max(
          ...times,
        )
          .toFixed(0)
          .padStart(6)} ms  bare ${median(bareTimes).toFixed(1)} ms  ${median(times) <= 300 ? 'ok' : 'OVER 300 ms'}`;
        console.log(line);
        lines.push(line);
      }
      await app.close();
    } finally {
      await database.close();
    }
  }
  console.log(
    `\n${DOCUMENTS} documents (${PER_MINUTE} a minute), last 30 days, median of ${RUNS}:\n${lines.join('\n')}`,
  );
}

await main();
