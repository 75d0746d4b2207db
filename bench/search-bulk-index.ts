/**
 * Builds the archive's search index once for a bulk load, instead of row by row.
 *
 * Migration 0010's triggers rewrite a document's index row on every insert of the document, of
 * each of its items and of its text: seven rewrites per document of the benchmark. That is what
 * use does (one document at a time), but at a million documents it takes hours. So the seed
 * turns the index triggers off, loads its rows, fills the index with the same expressions the
 * triggers use, in one statement, and puts the triggers back. The index that the searches then
 * read is the one the triggers would have built (the search test proves the two engines agree
 * on it); only the way it was filled differs.
 */
import { sql, type Kysely } from 'kysely';
import type { Engine } from '../src/server/db/database.js';
import type { Database } from '../src/server/db/schema.js';
import {
  PG_SEARCH_COLUMNS,
  PG_SEARCH_VALUES,
  SQLITE_INDEX_COLUMNS,
  SQLITE_INDEX_VALUES,
} from '../src/server/db/migrations/0016-search-tenant.js';

const PG_TRIGGERS: [table: string, trigger: string][] = [
  ['document', 'document_search_document'],
  ['document', 'document_search_place'],
  ['doc_item', 'document_search_doc_item'],
  ['issue', 'document_search_issue'],
  ['document_text', 'document_search_document_text'],
];

/** The FTS5 row of every document: the expressions of the index triggers (migration 0016). */
const SQLITE_FILL = `insert into document_fts (${SQLITE_INDEX_COLUMNS}) select ${SQLITE_INDEX_VALUES} from document d`;

/** The index row of every document: the expressions of the index triggers (migration 0016). */
const PG_FILL = `insert into document_search (${PG_SEARCH_COLUMNS}) select ${PG_SEARCH_VALUES} from document d`;

/** Every document has its one index row, as the triggers would have left it. */
async function sameCount(db: Kysely<Database>, index: string): Promise<void> {
  const { rows } = await sql<{ documents: number | string; indexed: number | string }>`
    select (select count(*) from document) as documents, (select count(*) from ${sql.table(index)}) as indexed`.execute(
    db,
  );
  const counts = rows[0];
  if (!counts || Number(counts.documents) !== Number(counts.indexed))
    throw new Error(`the bulk index has ${counts?.indexed} rows for ${counts?.documents} documents`);
}

/** Runs `load` with the index triggers off, then fills the (empty) index for every document. */
export async function withBulkSearchIndex(
  db: Kysely<Database>,
  engine: Engine,
  load: () => Promise<void>,
): Promise<void> {
  if (engine === 'postgres') {
    for (const [table, trigger] of PG_TRIGGERS)
      await sql.raw(`alter table ${table} disable trigger ${trigger}`).execute(db);
    await sql`drop index if exists document_search_tsv_idx`.execute(db);
    try {
      await load();
      await sql`delete from document_search`.execute(db);
      await sql.raw(PG_FILL).execute(db);
      await sameCount(db, 'document_search');
    } finally {
      await sql`create index if not exists document_search_tsv_idx on document_search using gin (tsv)`.execute(db);
      for (const [table, trigger] of PG_TRIGGERS)
        await sql.raw(`alter table ${table} enable trigger ${trigger}`).execute(db);
    }
    return;
  }
  const triggers = await sql<{ name: string; sql: string }>`
    select name, sql from sqlite_master where type = 'trigger' and name like 'document_fts_%'`.execute(db);
  for (const trigger of triggers.rows) await sql.raw(`drop trigger ${trigger.name}`).execute(db);
  try {
    await load();
    await sql`delete from document_fts`.execute(db);
    await sql.raw(SQLITE_FILL).execute(db);
    await sameCount(db, 'document_fts');
  } finally {
    for (const trigger of triggers.rows) await sql.raw(trigger.sql).execute(db);
  }
}
