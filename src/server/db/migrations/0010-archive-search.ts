/**
 * The archive (issue 12), on both engines:
 * - document_text: the text extracted from a document's file, with its status (pending, done,
 *   failed, none), attempts and last error, so a failure is visible;
 * - text_job: the durable job queue of the one SQLite server (PostgreSQL uses pg-boss, which
 *   keeps its own tables);
 * - the search index, kept by the database itself in the writing transaction: an FTS5 table on
 *   SQLite, a tsvector with a GIN index on PostgreSQL, both refreshed by triggers on the
 *   document, its items, its issues and its text;
 * - content.screen: the workflow screen a training page explains.
 *
 * Both engines see the same words: text is split on anything that is not a letter or a digit
 * and lower-cased (unicode61 without diacritic folding; 'simple' after replacing non-alphanumerics
 * with spaces, so PostgreSQL's parser cannot keep e-mails or hyphenated words whole).
 */
import type { Kysely } from 'kysely';
import { createIndex, isPostgres, required, run, startsAs, tableWithId, timestamps } from './schema-parts.js';

/** The document's indexed text, column by column (SQLite) — one expression per FTS column. */
function sqliteRefresh(documentId: string): string {
  return `
    delete from document_fts where rowid = (select rowid from document where id = ${documentId});
    insert into document_fts (rowid, file_name, vendor, doc_number, items, issues, file_text)
      select d.rowid, d.title, coalesce(d.vendor, ''), coalesce(d.doc_number, ''),
        coalesce((select group_concat(i.description || ' ' || i.category, ' ') from doc_item i where i.document_id = d.id), ''),
        coalesce((select group_concat(s.subject, ' ') from issue s where s.document_id = d.id), ''),
        coalesce((select t.text from document_text t where t.document_id = d.id), '')
      from document d where d.id = ${documentId};`;
}

/**
 * SQLite: what changes a document's indexed text (its own fields, its items, issues and text),
 * each refreshing its row with `refresh`. 0016 makes the same triggers for its own index row.
 */
export function ftsTriggers(refresh: (documentId: string) => string): { name: string; statement: string }[] {
  const triggers: [string, string, string][] = [
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
  return triggers.map(([name, when, body]) => ({
    name,
    statement: `create trigger ${name} ${when} for each row begin ${body} end`,
  }));
}

/** Exported for 0016's down, which puts this index back. */
export async function upSqlite(db: Kysely<unknown>): Promise<void> {
  await run(
    db,
    `create virtual table document_fts using fts5(file_name, vendor, doc_number, items, issues, file_text, tokenize = 'unicode61 remove_diacritics 0')`,
    ...ftsTriggers(sqliteRefresh).map((trigger) => trigger.statement),
    // Documents that exist already enter the index once.
    `insert into document_fts (rowid, file_name, vendor, doc_number, items, issues, file_text)
       select d.rowid, d.title, coalesce(d.vendor, ''), coalesce(d.doc_number, ''),
         coalesce((select group_concat(i.description || ' ' || i.category, ' ') from doc_item i where i.document_id = d.id), ''),
         coalesce((select group_concat(s.subject, ' ') from issue s where s.document_id = d.id), ''), ''
       from document d`,
  );
}

async function upPostgres(db: Kysely<unknown>): Promise<void> {
  // tenant_id beside the vector: a tenant's search ANDs the GIN bitmap with the tenant's, so
  // only the tenant's matching rows are read (a common word otherwise reads every tenant's).
  const onChild = (table: string, columns: string) =>
    `create trigger document_search_${table} after insert or delete or update of ${columns} on ${table}
         for each row execute function document_search_on_child()`;
  await run(
    db,
    'create table document_search (document_id text primary key, tenant_id text not null, tsv tsvector not null)',
    'create index document_search_tenant_idx on document_search (tenant_id)',
    'create index document_search_tsv_idx on document_search using gin (tsv)',
    `create function document_search_refresh(doc text) returns void language plpgsql as $$
      begin
        delete from document_search where document_id = doc;
        insert into document_search (document_id, tenant_id, tsv)
        select d.id, d.tenant_id, to_tsvector('simple', regexp_replace(concat_ws(' ', d.title, d.vendor, d.doc_number,
            (select string_agg(i.description || ' ' || i.category, ' ') from doc_item i where i.document_id = d.id),
            (select string_agg(s.subject, ' ') from issue s where s.document_id = d.id),
            (select t.text from document_text t where t.document_id = d.id)), '[^[:alnum:]]+', ' ', 'g'))
        from document d where d.id = doc;
      end $$`,
    `create function document_search_on_document() returns trigger language plpgsql as $$
      begin
        if tg_op = 'DELETE' then delete from document_search where document_id = old.id;
        else perform document_search_refresh(new.id); end if;
        return null;
      end $$`,
    `create function document_search_on_child() returns trigger language plpgsql as $$
      begin
        if tg_op = 'DELETE' then perform document_search_refresh(old.document_id);
        else perform document_search_refresh(new.document_id); end if;
        return null;
      end $$`,
    `create trigger document_search_document after insert or delete or update of title, vendor, doc_number on document
       for each row execute function document_search_on_document()`,
    onChild('doc_item', 'description, category'),
    onChild('issue', 'subject'),
    onChild('document_text', 'text'),
    'select document_search_refresh(id) from document',
  );
}

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('document_text')
    .addColumn('document_id', 'text', (c) => c.primaryKey().references('document.id').onDelete('cascade'))
    .addColumn('tenant_id', 'text', required)
    .addColumn('status', 'text', required)
    .addColumn('text', 'text')
    .addColumn('attempts', 'integer', startsAs(0))
    .addColumn('last_error', 'text')
    .addColumn('updated_at', 'text', required)
    .execute();
  await createIndex(db, 'document_text_status_idx', 'document_text', ['status']);
  await tableWithId(db, 'text_job')
    .addColumn('document_id', 'text', required)
    .addColumn('status', 'text', required)
    .addColumn('attempts', 'integer', startsAs(0))
    .addColumn('run_after', 'text', required)
    .addColumn('last_error', 'text')
    .$call(timestamps)
    .execute();
  await createIndex(db, 'text_job_status_run_idx', 'text_job', ['status', 'run_after']);
  await db.schema.alterTable('content').addColumn('screen', 'text').execute();
  if (isPostgres(db)) await upPostgres(db);
  else await upSqlite(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  if (isPostgres(db)) {
    await run(
      db,
      'drop table document_search',
      'drop trigger document_search_document on document',
      ...['doc_item', 'issue', 'document_text'].map((table) => `drop trigger document_search_${table} on ${table}`),
      ...['document_search_on_child()', 'document_search_on_document()', 'document_search_refresh(text)'].map(
        (fn) => `drop function ${fn}`,
      ),
    );
  } else {
    // The triggers first: SQLite checks every trigger again when a later statement here changes
    // the schema, and one naming a dropped table fails that statement.
    await run(db, ...ftsTriggers(sqliteRefresh).map(({ name }) => `drop trigger ${name}`), 'drop table document_fts');
  }
  await db.schema.alterTable('content').dropColumn('screen').execute();
  await db.schema.dropTable('text_job').execute();
  await db.schema.dropTable('document_text').execute();
}
