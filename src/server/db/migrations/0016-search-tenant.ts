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
 * PostgreSQL already keeps tenant_id beside the tsvector (0010) and ANDs the two indexes.
 */
import { PostgresAdapter, sql, type Kysely } from 'kysely';
import { upSqlite as upSqliteWithoutTenant } from './0010-archive-search.js';

const isPostgres = (db: Kysely<unknown>) => db.getExecutor().adapter instanceof PostgresAdapter;

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

/** The same triggers as 0010's: what changes a document's indexed text refreshes its row. */
const TRIGGERS: [string, string, string][] = [
  ['document_fts_document_ai', 'after insert on document', refresh('new.id')],
  ['document_fts_document_au', 'after update of title, vendor, doc_number on document', refresh('new.id')],
  ['document_fts_document_ad', 'after delete on document', 'delete from document_fts where rowid = old.rowid;'],
  ['document_fts_item_ai', 'after insert on doc_item', refresh('new.document_id')],
  ['document_fts_item_au', 'after update of description, category on doc_item', refresh('new.document_id')],
  ['document_fts_item_ad', 'after delete on doc_item', refresh('old.document_id')],
  ['document_fts_issue_ai', 'after insert on issue', refresh('new.document_id')],
  ['document_fts_issue_au', 'after update of subject on issue', refresh('new.document_id')],
  ['document_fts_issue_ad', 'after delete on issue', refresh('old.document_id')],
  ['document_fts_text_ai', 'after insert on document_text', refresh('new.document_id')],
  ['document_fts_text_au', 'after update of text on document_text', refresh('new.document_id')],
  ['document_fts_text_ad', 'after delete on document_text', refresh('old.document_id')],
];

async function dropSqliteIndex(db: Kysely<unknown>): Promise<void> {
  for (const [name] of TRIGGERS) await sql.raw(`drop trigger if exists ${name}`).execute(db);
  await sql`drop table document_fts`.execute(db);
}

export async function up(db: Kysely<unknown>): Promise<void> {
  if (isPostgres(db)) return;
  await dropSqliteIndex(db);
  await sql
    .raw(
      `create virtual table document_fts using fts5(file_name, vendor, doc_number, items, issues, file_text, tenant, tokenize = 'unicode61 remove_diacritics 0')`,
    )
    .execute(db);
  for (const [name, when, body] of TRIGGERS)
    await sql.raw(`create trigger ${name} ${when} for each row begin ${body} end`).execute(db);
  await sql
    .raw(`insert into document_fts (${SQLITE_INDEX_COLUMNS}) select ${SQLITE_INDEX_VALUES} from document d`)
    .execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  if (isPostgres(db)) return;
  await dropSqliteIndex(db);
  await upSqliteWithoutTenant(db);
  // 0010 filled the index before files had text; the text is there now.
  await sql`delete from document_fts`.execute(db);
  await sql
    .raw(`insert into document_fts (${COLUMNS_WITHOUT_TENANT}) select ${VALUES_WITHOUT_TENANT} from document d`)
    .execute(db);
}
