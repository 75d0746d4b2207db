/**
 * The tenant inside SQLite's search index (issue 12's speed at a million documents).
 *
 * Migration 0010's FTS5 table has no tenant, so a common word read every tenant's hits and
 * joined each to its document before the scope could drop it: about 43,000 rows for a word
 * that has 2,000 in the caller's tenant. Here each index row also holds one token naming its
 * tenant ('t' and the tenant id's UTF-8 bytes in hex: one token of letters and digits, which
 * no word the tokenizer makes can equal by accident, since the search's words are matched
 * only in the other columns). A search in known tenants ANDs that token with its words, so
 * FTS5 intersects the two posting lists itself and hands over only the tenant's hits.
 *
 * PostgreSQL already kept tenant_id beside the tsvector (0010), but the scope's location and the
 * search's filters (status, date, amount) were the document's, so even the capped count joined
 * every hit to its document: at a million documents, 1,700 random reads of the document table,
 * 260 ms of a 350 ms search. Here document_search also keeps the document's location, status,
 * day and total, copied by a trigger in the writing transaction, so the search filters, scopes,
 * counts and ranks on the index table alone and reads only the page's documents.
 */
import type { Kysely } from 'kysely';
import { ftsTriggers, upSqlite as upSqliteWithoutTenant } from './0010-archive-search.js';
import { isPostgres, run } from './schema-parts.js';

/** The index row's columns and, in the same order, their values for document `d`. */
const COLUMNS_WITHOUT_TENANT = 'rowid, file_name, vendor, doc_number, items, issues, file_text';
const VALUES_WITHOUT_TENANT = `d.rowid, d.title, coalesce(d.vendor, ''), coalesce(d.doc_number, ''),
  coalesce((select group_concat(i.description || ' ' || i.category, ' ') from doc_item i where i.document_id = d.id), ''),
  coalesce((select group_concat(s.subject, ' ') from issue s where s.document_id = d.id), ''),
  coalesce((select t.text from document_text t where t.document_id = d.id), '')`;
export const SQLITE_INDEX_COLUMNS = `${COLUMNS_WITHOUT_TENANT}, tenant`;
export const SQLITE_INDEX_VALUES = `${VALUES_WITHOUT_TENANT}, 't' || lower(hex(d.tenant_id))`;

function refresh(documentId: string): string {
  return `
    delete from document_fts where rowid = (select rowid from document where id = ${documentId});
    insert into document_fts (${SQLITE_INDEX_COLUMNS})
      select ${SQLITE_INDEX_VALUES} from document d where d.id = ${documentId};`;
}

/** 0010's triggers (the same names and events), refreshing the row with its tenant. */
const TRIGGERS = ftsTriggers(refresh);

async function dropSqliteIndex(db: Kysely<unknown>): Promise<void> {
  await run(db, ...TRIGGERS.map(({ name }) => `drop trigger if exists ${name}`), 'drop table document_fts');
}

/** The document's searchable text as a tsvector: the expression of 0010's refresh, unchanged. */
export const PG_TSVECTOR = `to_tsvector('simple', regexp_replace(concat_ws(' ', d.title, d.vendor, d.doc_number,
    (select string_agg(i.description || ' ' || i.category, ' ') from doc_item i where i.document_id = d.id),
    (select string_agg(s.subject, ' ') from issue s where s.document_id = d.id),
    (select t.text from document_text t where t.document_id = d.id)), '[^[:alnum:]]+', ' ', 'g'))`;
/** The day the search's date filter reads: the document's date, else the day it came in. */
const pgDay = (row: string) => `coalesce(${row}.doc_date, substr(${row}.created_at, 1, 10))`;
const PG_DAY = pgDay('d');
export const PG_SEARCH_COLUMNS = 'document_id, tenant_id, location_id, status, day, total_cents, tsv';
export const PG_SEARCH_VALUES = `d.id, d.tenant_id, d.location_id, d.status, ${PG_DAY}, d.total_cents, ${PG_TSVECTOR}`;

async function upPostgres(db: Kysely<unknown>): Promise<void> {
  await run(
    db,
    `alter table document_search add column location_id text, add column status text, add column day text,
    add column total_cents bigint`,
    `update document_search s set location_id = d.location_id, status = d.status, day = ${PG_DAY},
        total_cents = d.total_cents from document d where d.id = s.document_id`,
  );
  // This rewrites every index row once; autovacuum clears the old versions afterwards (until
  // then a search reads them too: at a million documents, 8 times the pages).
  await run(
    db,
    `alter table document_search alter column location_id set not null, alter column status set not null,
    alter column day set not null`,
    `create or replace function document_search_refresh(doc text) returns void language plpgsql as $$
      begin
        delete from document_search where document_id = doc;
        insert into document_search (${PG_SEARCH_COLUMNS}) select ${PG_SEARCH_VALUES} from document d where d.id = doc;
      end $$`,
  );
  // A step changes the status only: the copy follows without recomputing the text's vector.
  await run(
    db,
    `create function document_search_place() returns trigger language plpgsql as $$
      begin
        update document_search set location_id = new.location_id, status = new.status,
          day = ${pgDay('new')}, total_cents = new.total_cents
        where document_id = new.id;
        return null;
      end $$`,
    `create trigger document_search_place after update of location_id, status, doc_date, created_at, total_cents
       on document for each row execute function document_search_place()`,
  );
}

async function downPostgres(db: Kysely<unknown>): Promise<void> {
  await run(
    db,
    `drop trigger document_search_place on document`,
    `drop function document_search_place()`,
    `create or replace function document_search_refresh(doc text) returns void language plpgsql as $$
      begin
        delete from document_search where document_id = doc;
        insert into document_search (document_id, tenant_id, tsv) select d.id, d.tenant_id, ${PG_TSVECTOR}
          from document d where d.id = doc;
      end $$`,
    `alter table document_search drop column location_id, drop column status, drop column day,
    drop column total_cents`,
  );
}

export async function up(db: Kysely<unknown>): Promise<void> {
  if (isPostgres(db)) return upPostgres(db);
  await dropSqliteIndex(db);
  await run(
    db,
    `create virtual table document_fts using fts5(file_name, vendor, doc_number, items, issues, file_text, tenant, tokenize = 'unicode61 remove_diacritics 0')`,
    ...TRIGGERS.map(({ statement }) => statement),
    `insert into document_fts (${SQLITE_INDEX_COLUMNS}) select ${SQLITE_INDEX_VALUES} from document d`,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  if (isPostgres(db)) return downPostgres(db);
  await dropSqliteIndex(db);
  await upSqliteWithoutTenant(db);
  // 0010 filled the index before files had text; the text is there now.
  await run(
    db,
    `delete from document_fts`,
    `insert into document_fts (${COLUMNS_WITHOUT_TENANT}) select ${VALUES_WITHOUT_TENANT} from document d`,
  );
}
