/**
 * `npx tsx bench/report-rollups.ts`: the report rollups of migration 0015 against the queries
 * they replace, interleaved in the same run on the same data (bench/reports.ts's seeded data
 * set, run that first), so a loaded machine slows both alike and the ratio stands. For one
 * tenant's last 30 days, as the client HQ reports ask: uploads, uploads per state, per day, the
 * amounts per currency, per category and currency. Each result is checked equal both ways.
 * BENCH_DOCUMENTS (default 100000), BENCH_ENGINES (default sqlite,postgres), BENCH_RUNS (7).
 */
import path from 'node:path';
import { sql, type Kysely, type RawBuilder } from 'kysely';
import { dayBuckets } from '../src/common/report-days.js';
import { openDatabase, type DatabaseHandle, type Engine } from '../src/server/db/database.js';
import type { Database } from '../src/server/db/schema.js';
import { bucketCase, withinBuckets } from '../src/server/services/reports/report-scope.js';

const DOCUMENTS = Number(process.env.BENCH_DOCUMENTS ?? 100_000);
const RUNS = Number(process.env.BENCH_RUNS ?? 7);
const ENGINES = (process.env.BENCH_ENGINES ?? 'sqlite,postgres').split(',').filter(Boolean) as Engine[];
const PG_URL = process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test';

async function open(engine: Engine): Promise<DatabaseHandle> {
  if (engine === 'postgres') return openDatabase({ url: PG_URL, schema: `bench_reports_${DOCUMENTS}` });
  return openDatabase({ sqliteFile: path.join('.tmp', `bench-reports-${DOCUMENTS}.sqlite`) });
}

type Query = (db: Kysely<Database>) => Promise<unknown>;
const rows = async (db: Kysely<Database>, query: RawBuilder<unknown>) =>
  (await query.execute(db)).rows.map((row) => JSON.stringify(Object.values(row as object).map(String)));

function pairs(tenant: string): [string, Query, Query][] {
  const today = new Date().toISOString().slice(0, 10);
  const from = new Date(Date.now() - 29 * 86_400_000).toISOString().slice(0, 10);
  const days = dayBuckets(from, today, 'UTC');
  const start = days[0]!.start;
  const end = days[days.length - 1]!.end;
  const inRange = sql`document.created_at >= ${start} and document.created_at < ${end} and document.tenant_id = ${tenant}`;
  const inRollup = (table: string) =>
    sql`${sql.ref(`${table}.created_qh`)} >= ${start} and ${sql.ref(`${table}.created_qh`)} < ${end} and ${sql.ref(`${table}.tenant_id`)} = ${tenant}`;
  return [
    [
      'uploads',
      (db) => rows(db, sql`select count(*) from document where ${inRange}`),
      (db) =>
        rows(db, sql`select coalesce(sum(n), 0) from document_day_count as document where ${inRollup('document')}`),
    ],
    [
      'uploads per state',
      (db) =>
        rows(db, sql`select status, count(*) as n from document where ${inRange} group by status order by status`),
      (db) =>
        rows(
          db,
          sql`select status, sum(n) as n from document_day_count as document where ${inRollup('document')}
            group by status order by status`,
        ),
    ],
    [
      'uploads per day',
      (db) =>
        rows(
          db,
          sql`select ${bucketCase(sql`document.created_at`, days)} as k, count(*) as n from document
            where ${withinBuckets(sql`document.created_at`, days)} and document.tenant_id = ${tenant} group by 1 order by 1`,
        ),
      (db) =>
        rows(
          db,
          sql`select ${bucketCase(sql`document.created_qh`, days)} as k, sum(n) as n from document_day_count as document
            where ${withinBuckets(sql`document.created_qh`, days)} and document.tenant_id = ${tenant} group by 1 order by 1`,
        ),
    ],
    [
      'amounts per currency',
      (db) =>
        rows(
          db,
          sql`select doc_item.currency, sum(doc_item.amount_cents) as amount from doc_item
            join document on document.id = doc_item.document_id where ${inRange}
            group by doc_item.currency order by 1`,
        ),
      (db) =>
        rows(
          db,
          sql`select currency, sum(amount_cents) as amount from doc_item_amount as doc_item where ${inRollup('doc_item')}
            group by currency having sum(items) > 0 order by 1`,
        ),
    ],
    [
      'amounts per category',
      (db) =>
        rows(
          db,
          sql`select doc_item.category, doc_item.currency, count(*) as items, sum(doc_item.amount_cents) as amount
            from doc_item
            join document on document.id = doc_item.document_id where ${inRange}
            group by doc_item.category, doc_item.currency order by 1, 2`,
        ),
      (db) =>
        rows(
          db,
          sql`select category, currency, sum(items) as items, sum(amount_cents) as amount from doc_item_amount as doc_item
            where ${inRollup('doc_item')} group by category, currency having sum(items) > 0 order by 1, 2`,
        ),
    ],
  ];
}

async function time(query: Query, db: Kysely<Database>) {
  const started = process.hrtime.bigint();
  const result = await query(db);
  return { ms: Number(process.hrtime.bigint() - started) / 1e6, result };
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

for (const engine of ENGINES) {
  const handle = await open(engine);
  const tenant = await handle.db
    .selectFrom('tenant')
    .select('id')
    .where('name', '=', 'Bench Reports Tenant')
    .executeTakeFirst();
  if (!tenant) throw new Error(`${engine}: run bench/reports.ts first (it seeds the data)`);
  const documents = await handle.db
    .selectFrom('document')
    .select(sql<number>`count(*)`.as('n'))
    .executeTakeFirstOrThrow();
  console.log(`${engine}: ${Number(documents.n)} documents`);
  for (const [name, raw, rollup] of pairs(tenant.id)) {
    const before: number[] = [];
    const after: number[] = [];
    const warm = [await time(raw, handle.db), await time(rollup, handle.db)];
    if (JSON.stringify(warm[0]!.result) !== JSON.stringify(warm[1]!.result))
      throw new Error(`${engine} ${name}: the rollup disagrees\n${JSON.stringify(warm.map((w) => w.result))}`);
    for (let run = 0; run < RUNS; run += 1) {
      before.push((await time(raw, handle.db)).ms);
      after.push((await time(rollup, handle.db)).ms);
    }
    const [b, a] = [median(before), median(after)];
    console.log(
      `${engine.padEnd(8)} ${name.padEnd(22)} rows ${b.toFixed(1).padStart(8)} ms  rollup ${a.toFixed(1).padStart(7)} ms  ×${(b / a).toFixed(1)}`,
    );
  }
  await handle.close();
}
