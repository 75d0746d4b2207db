/**
 * `npx tsx bench/search.ts`: the archive's search and text extraction (issue 12).
 *
 * - builds BENCH_DOCUMENTS documents (default 50,000) with 5 items each over 20 tenants, with a
 *   vendor, a number and 40 words of file text each, inserted through the real schema; the
 *   FTS5 / tsvector index is then built in one statement with the triggers' own expressions
 *   (search-bulk-index.ts), since row by row a million documents take hours;
 * - times GET /api/documents/search (the real route, in process through Fastify's inject, as a
 *   client HQ: filtered to one tenant by the data scope) for one-word and three-word queries:
 *   p50 / p95 over BENCH_QUERIES (default 60) different queries each;
 * - times PDF text extraction (pdfjs-dist) over 200 one-page PDFs, and OCR of the fixture PNG.
 *
 * BENCH_ENGINES (default sqlite,postgres), DATABASE_URL. Data sets are kept
 * (.tmp/bench-search-N.sqlite, schema bench_search_N) and reused.
 */
import fs from 'node:fs';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { sql, type Kysely } from 'kysely';
import { buildApp } from '../src/server/app.js';
import { openDatabase, type Engine } from '../src/server/db/database.js';
import type { Database } from '../src/server/db/schema.js';
import { openPolicyStore } from '../src/server/policy/policy-store.js';
import { tinyPdf } from '../src/server/storage/tiny-pdf.js';
import { closeOcr, extractText } from '../src/server/text/extract-text.js';
import { withBulkSearchIndex } from './search-bulk-index.js';
import { benchEmail, stubIdentity } from './stub-identity.js';

const DOCUMENTS = Number(process.env.BENCH_DOCUMENTS ?? 50_000);
const QUERIES = Number(process.env.BENCH_QUERIES ?? 60);
const TENANTS = 20;
const ITEMS = 5;
const ENGINES = (process.env.BENCH_ENGINES ?? 'sqlite,postgres').split(',').filter(Boolean) as Engine[];
const PG_URL = process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test';

/** A deterministic random sequence, so both engines get the same data. */
function rng(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state * 1664525 + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
}
const SYLLABLES = ['ka', 'lo', 'mi', 'ne', 'pu', 'ra', 'si', 'to', 'vu', 'ze', 'bo', 'da', 'fe', 'gi', 'hu', 'jo'];
const VOCABULARY = Array.from({ length: 4000 }, (_, i) => {
  let word = '';
  let n = i + 17;
  for (let k = 0; k < 3; k += 1) {
    word += SYLLABLES[n % SYLLABLES.length];
    n = Math.floor(n / SYLLABLES.length) + k * 7;
  }
  return `${word}${i % 10}`;
});
/** Zipf-like: low indexes are common words. */
const wordOf = (random: () => number) => VOCABULARY[Math.floor(VOCABULARY.length * random() ** 2)] as string;
const words = (random: () => number, n: number) => Array.from({ length: n }, () => wordOf(random)).join(' ');

async function seed(db: Kysely<Database>, engine: Engine): Promise<string> {
  const existing = await db.selectFrom('tenant').select('id').where('name', '=', 'bench-search-0').executeTakeFirst();
  const now = new Date().toISOString();
  if (existing) return existing.id;
  const tenants: { tenant: string; location: string }[] = [];
  for (let t = 0; t < TENANTS; t += 1) {
    const tenant = randomUUID();
    const location = randomUUID();
    await db
      .insertInto('tenant')
      .values({ id: tenant, name: `bench-search-${t}`, created_at: now })
      .execute();
    await db
      .insertInto('location')
      .values({ id: location, tenant_id: tenant, name: 'Main', address: null, created_at: now })
      .execute();
    tenants.push({ tenant, location });
  }
  await db
    .insertInto('app_user')
    .values({
      id: randomUUID(),
      email: benchEmail('hq'),
      name: 'HQ',
      roles: JSON.stringify(['isClientHq']),
      tenant_id: tenants[0]!.tenant,
      created_at: now,
    })
    .execute();
  const random = rng(42);
  const BATCH = 500;
  const started = performance.now();
  await withBulkSearchIndex(db, engine, async () => {
    for (let first = 0; first < DOCUMENTS; first += BATCH) {
      await db.transaction().execute(async (trx) => {
        const documents = [];
        const items = [];
        const texts = [];
        for (let i = first; i < Math.min(DOCUMENTS, first + BATCH); i += 1) {
          const { tenant, location } = tenants[i % TENANTS]!;
          const id = randomUUID();
          documents.push({
            id,
            tenant_id: tenant,
            location_id: location,
            upload_id: null,
            title: `receipt-${i}.pdf`,
            status: 'archived',
            assignee_id: null,
            due_at: null,
            created_at: now,
            updated_at: now,
            vendor: `${wordOf(random)} ${wordOf(random)}`,
            doc_number: `INV-${100000 + i}`,
            doc_date: '2024-05-01',
            total_cents: Math.floor(random() * 100_000),
            currency: 'EUR',
          });
          for (let k = 0; k < ITEMS; k += 1)
            items.push({
              id: randomUUID(),
              document_id: id,
              tenant_id: tenant,
              location_id: location,
              item_date: '2024-05-01',
              description: words(random, 3),
              category: wordOf(random),
              amount_cents: 100,
              currency: 'EUR',
              tax_cents: 0,
              created_at: now,
              position: k,
            });
          texts.push({ document_id: id, tenant_id: tenant, status: 'done', text: words(random, 40), updated_at: now });
        }
        await trx.insertInto('document').values(documents).execute();
        await trx.insertInto('document_text').values(texts).execute();
        await trx.insertInto('doc_item').values(items).execute();
      });
      if ((first / BATCH) % 20 === 0)
        console.log(`  ${first + BATCH} documents, ${((performance.now() - started) / 1000).toFixed(0)} s`);
    }
    console.log(
      `  rows loaded in ${((performance.now() - started) / 1000).toFixed(0)} s; building the index in one statement`,
    );
  });
  console.log(
    `  seeded ${DOCUMENTS} documents and ${DOCUMENTS * ITEMS} items in ${((performance.now() - started) / 1000).toFixed(0)} s`,
  );
  return tenants[0]!.tenant;
}

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] as number;
};

async function benchEngine(engine: Engine): Promise<string[]> {
  const database =
    engine === 'postgres'
      ? await openDatabase({ url: PG_URL, schema: `bench_search_${DOCUMENTS}` })
      : await openDatabase({ sqliteFile: path.resolve(`.tmp/bench-search-${DOCUMENTS}.sqlite`) });
  try {
    console.log(`${engine}: seeding (or reusing) ${DOCUMENTS} documents`);
    const tenant = await seed(database.db, engine);
    // Three-word queries people would type: three words of one of the tenant's documents.
    const samples = await database.db
      .selectFrom('document_text')
      .select('text')
      .where('tenant_id', '=', tenant)
      .limit(QUERIES + 5)
      .execute();
    // VACUUM as well: a data set built before migration 0016 had every index row rewritten by it,
    // and autovacuum would clear the dead versions soon after; the searches should not read them.
    if (engine === 'postgres') await sql`vacuum analyze`.execute(database.db);
    const policy = await openPolicyStore(path.resolve('policies/model.conf'), path.resolve('policies/policy.csv'), {
      info: () => {},
      error: console.error,
    });
    const app = await buildApp({ db: database.db, engine, identity: stubIdentity, policy }, { databaseUrl: PG_URL });
    await app.ready();
    const random = rng(7);
    const lines: string[] = [];
    for (const size of [1, 3]) {
      const times: number[] = [];
      const totals: number[] = [];
      for (let n = 0; n < QUERIES + 5; n += 1) {
        // Mid-frequency words: common enough to hit many documents of the tenant.
        const sample = (samples[n % samples.length]?.text ?? '').split(' ');
        const q =
          size === 1
            ? (VOCABULARY[Math.floor(random() * 400)] as string)
            : [sample[3], sample[17], sample[30]?.slice(0, 4)].join(' ');
        const start = performance.now();
        const answer = await app.inject({
          method: 'GET',
          url: `/api/documents/search?${new URLSearchParams({ q, _start: '0', _end: '20' })}`,
          headers: { authorization: 'Bearer hq' },
        });
        const ms = performance.now() - start;
        if (answer.statusCode !== 200) throw new Error(`search answered ${answer.statusCode}: ${answer.body}`);
        if (n >= 5) {
          times.push(ms);
          totals.push(Number(answer.headers['x-total-count']));
        }
      }
      lines.push(
        `| ${engine} | ${size === 1 ? 'one word' : 'three words'} | ${percentile(times, 50).toFixed(1)} | ${percentile(times, 95).toFixed(1)} | ${Math.round(totals.reduce((a, b) => a + b, 0) / totals.length)} |`,
      );
    }
    await app.close();
    policy.close();
    return lines;
  } finally {
    await database.close();
  }
}

async function benchExtraction(): Promise<string[]> {
  const pdfs = Array.from({ length: 200 }, (_, i) =>
    tinyPdf(
      Array.from(
        { length: 8 },
        (_, line) => `Receipt ${i} line ${line}: ${VOCABULARY.slice(line * 5, line * 5 + 5).join(' ')}`,
      ),
    ),
  );
  await extractText(pdfs[0] as Buffer, 'application/pdf');
  let start = performance.now();
  for (const pdf of pdfs) await extractText(pdf, 'application/pdf');
  const pdfRate = pdfs.length / ((performance.now() - start) / 1000);
  const png = fs.readFileSync(path.resolve('tests/fixtures/ocr-receipt.png'));
  await extractText(png, 'image/png');
  start = performance.now();
  for (let i = 0; i < 5; i += 1) await extractText(png, 'image/png');
  const ocrRate = 5 / ((performance.now() - start) / 1000);
  await closeOcr();
  return [
    `| PDF text layer (pdfjs-dist, one page) | ${pdfRate.toFixed(1)} documents/s |`,
    `| OCR (tesseract.js, 640×160 PNG) | ${ocrRate.toFixed(2)} images/s |`,
  ];
}

async function main(): Promise<void> {
  fs.mkdirSync('.tmp', { recursive: true });
  const rows: string[] = [];
  for (const engine of ENGINES) rows.push(...(await benchEngine(engine)));
  const extraction = await benchExtraction();
  console.log(
    `\n${DOCUMENTS} documents, ${DOCUMENTS * ITEMS} items, ${TENANTS} tenants; the HQ's scope is one tenant.\n`,
  );
  console.log('| engine | query | p50 ms | p95 ms | mean total |\n|---|---|---|---|---|');
  console.log(rows.join('\n'));
  console.log('\n| extraction | throughput |\n|---|---|');
  console.log(extraction.join('\n'));
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
