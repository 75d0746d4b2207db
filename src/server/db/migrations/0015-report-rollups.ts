/**
 * Rollups for the reports (issue 13's speed), kept exact by triggers in the same transaction as
 * every insert, update and delete of documents and items, whoever writes, on both engines (as
 * document_count of 0003 is):
 *
 * - document_day_count: documents per (tenant, location, created quarter hour, status);
 * - doc_item_amount: items and their amount per (tenant, location, created quarter hour of the
 *   item's document, category, currency).
 *
 * The quarter hour (UTC, 'YYYY-MM-DDTHH:MM:00.000Z') is small enough that the midnight of every
 * time zone (offsets in quarter hours) starts one, so any tenant's day or month is a whole
 * number of rollup rows, and the reports sum a few thousand rows instead of joining every
 * document of the range to its items.
 *
 * A document's items are deleted before the document itself (a before-delete trigger), so the
 * items' triggers still find the document's upload time.
 */
import type { Kysely } from 'kysely';
import {
  createIndex,
  createStatementTrigger,
  dropTrigger,
  isPostgres,
  keyOrdered,
  required,
  run,
  scopeCopy,
} from './schema-parts.js';

/** The UTC quarter hour an ISO time falls in, as ISO text; the same SQL on both engines. */
export const quarterHour = (column: string) =>
  `(substr(${column}, 1, 14) || substr('00153045', (cast(substr(${column}, 15, 2) as integer) / 15) * 2 + 1, 2) || ':00.000Z')`;

export async function up(db: Kysely<unknown>): Promise<void> {
  // SQLite: rows stored in key order (no rowid), so a tenant's range of quarter hours is read
  // straight from the table, about twice as fast as through a separate key index.
  await db.schema
    .createTable('document_day_count')
    .$call(scopeCopy)
    .addColumn('created_qh', 'text', required)
    .addColumn('status', 'text', required)
    .addColumn('n', 'bigint', required)
    .addPrimaryKeyConstraint('document_day_count_pk', ['tenant_id', 'created_qh', 'location_id', 'status'])
    .$call(keyOrdered(db))
    .execute();
  await createIndex(db, 'document_day_count_qh_idx', 'document_day_count', ['created_qh']);
  await db.schema
    .createTable('doc_item_amount')
    .$call(scopeCopy)
    .addColumn('created_qh', 'text', required)
    .addColumn('category', 'text', required)
    .addColumn('currency', 'text', required)
    .addColumn('items', 'bigint', required)
    .addColumn('amount_cents', 'bigint', required)
    .addPrimaryKeyConstraint('doc_item_amount_pk', ['tenant_id', 'created_qh', 'location_id', 'category', 'currency'])
    .$call(keyOrdered(db))
    .execute();
  await createIndex(db, 'doc_item_amount_qh_idx', 'doc_item_amount', ['created_qh']);

  await run(
    db,
    `insert into document_day_count (tenant_id, location_id, created_qh, status, n)
      select tenant_id, location_id, ${quarterHour('created_at')}, status, count(*) from document
      group by tenant_id, location_id, ${quarterHour('created_at')}, status`,
    `insert into doc_item_amount (tenant_id, location_id, created_qh, category, currency, items, amount_cents)
      select doc_item.tenant_id, doc_item.location_id, ${quarterHour('document.created_at')}, doc_item.category,
        doc_item.currency, count(*), sum(doc_item.amount_cents)
      from doc_item join document on document.id = doc_item.document_id
      group by doc_item.tenant_id, doc_item.location_id, ${quarterHour('document.created_at')}, doc_item.category,
        doc_item.currency`,
  );

  if (isPostgres(db)) await postgresTriggers(db);
  else await sqliteTriggers(db);
}

async function postgresTriggers(db: Kysely<unknown>) {
  // Statement triggers with transition tables: a batch costs one grouped upsert; keys in order.
  const countRows = (rows: string) => `
    insert into document_day_count (tenant_id, location_id, created_qh, status, n)
      select tenant_id, location_id, qh, status, sum(c) from (${rows}) d
      group by tenant_id, location_id, qh, status having sum(c) <> 0
      order by tenant_id, qh, location_id, status
    on conflict (tenant_id, created_qh, location_id, status) do update set n = document_day_count.n + excluded.n`;
  const documentRows = (table: string, sign: number) =>
    `select tenant_id, location_id, ${quarterHour('created_at')} as qh, status, ${sign} as c from ${table}`;
  const amountRows = (rows: string) => `
    insert into doc_item_amount (tenant_id, location_id, created_qh, category, currency, items, amount_cents)
      select d.tenant_id, d.location_id, ${quarterHour('document.created_at')} as qh, d.category, d.currency,
        sum(d.c), sum(d.a)
      from (${rows}) d join document on document.id = d.document_id
      group by d.tenant_id, d.location_id, ${quarterHour('document.created_at')}, d.category, d.currency
      having sum(d.c) <> 0 or sum(d.a) <> 0
      order by 1, 3, 2, 4, 5
    on conflict (tenant_id, created_qh, location_id, category, currency) do update
      set items = doc_item_amount.items + excluded.items,
        amount_cents = doc_item_amount.amount_cents + excluded.amount_cents`;
  const itemRows = (table: string, sign: number) =>
    `select tenant_id, location_id, document_id, category, currency, ${sign} as c, ${sign} * amount_cents as a from ${table}`;
  // Each rollup follows its table's inserts, deletes and updates (an update: out the old, in the new).
  const maintain = async (
    rollup: string,
    table: string,
    apply: (rows: string) => string,
    rows: (table: string, sign: number) => string,
  ) => {
    const changes = {
      insert: rows('dn', 1),
      delete: rows('dold', -1),
      update: `${rows('dn', 1)} union all ${rows('dold', -1)}`,
    };
    for (const op of ['insert', 'delete', 'update'] as const) {
      const trigger = { name: `${rollup}_${op}`, op, table, statement: apply(changes[op]) };
      await createStatementTrigger(db, trigger, { old: 'dold', new: 'dn' });
    }
  };
  await maintain('document_day_count', 'document', countRows, documentRows);
  await maintain('doc_item_amount', 'doc_item', amountRows, itemRows);
  // The items go first, while their document (and its upload time) is still there.
  await run(
    db,
    `create function document_items_first() returns trigger language plpgsql as $$
      begin delete from doc_item where document_id = old.id; return old; end $$`,
    `create trigger document_items_first before delete on document for each row execute function document_items_first()`,
  );
}

async function sqliteTriggers(db: Kysely<unknown>) {
  const addCount = (row: 'new') => `insert into document_day_count (tenant_id, location_id, created_qh, status, n)
    values (${row}.tenant_id, ${row}.location_id, ${quarterHour(`${row}.created_at`)}, ${row}.status, 1)
    on conflict (tenant_id, created_qh, location_id, status) do update set n = n + 1;`;
  const removeCount = (row: 'old') => `update document_day_count set n = n - 1
    where tenant_id = ${row}.tenant_id and location_id = ${row}.location_id
      and created_qh = ${quarterHour(`${row}.created_at`)} and status = ${row}.status;`;
  const created = (row: 'new' | 'old') => `(select created_at from document where id = ${row}.document_id)`;
  const addAmount = (row: 'new') => `insert into doc_item_amount
      (tenant_id, location_id, created_qh, category, currency, items, amount_cents)
    select ${row}.tenant_id, ${row}.location_id, ${quarterHour(created(row))}, ${row}.category, ${row}.currency, 1,
      ${row}.amount_cents
    where true
    on conflict (tenant_id, created_qh, location_id, category, currency) do update
      set items = items + 1, amount_cents = amount_cents + excluded.amount_cents;`;
  const removeAmount = (row: 'old') => `update doc_item_amount set items = items - 1,
      amount_cents = amount_cents - ${row}.amount_cents
    where tenant_id = ${row}.tenant_id and location_id = ${row}.location_id
      and created_qh = ${quarterHour(created(row))} and category = ${row}.category and currency = ${row}.currency;`;
  const statements = [
    `create trigger document_day_count_insert after insert on document begin ${addCount('new')} end`,
    `create trigger document_day_count_delete after delete on document begin ${removeCount('old')} end`,
    `create trigger document_day_count_update after update of tenant_id, location_id, created_at, status on document
      when old.tenant_id is not new.tenant_id or old.location_id is not new.location_id
        or old.created_at is not new.created_at or old.status is not new.status
      begin ${removeCount('old')} ${addCount('new')} end`,
    // The items go first, while their document (and its upload time) is still there.
    `create trigger document_items_first before delete on document
      begin delete from doc_item where document_id = old.id; end`,
    `create trigger doc_item_amount_insert after insert on doc_item begin ${addAmount('new')} end`,
    `create trigger doc_item_amount_delete after delete on doc_item begin ${removeAmount('old')} end`,
    `create trigger doc_item_amount_update after update of tenant_id, location_id, document_id, category, currency,
        amount_cents on doc_item
      when old.tenant_id is not new.tenant_id or old.location_id is not new.location_id
        or old.document_id is not new.document_id or old.category is not new.category
        or old.currency is not new.currency or old.amount_cents is not new.amount_cents
      begin ${removeAmount('old')} ${addAmount('new')} end`,
  ];
  await run(db, ...statements);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  const triggers: [string, string][] = [
    ['document_day_count_insert', 'document'],
    ['document_day_count_delete', 'document'],
    ['document_day_count_update', 'document'],
    ['document_items_first', 'document'],
    ['doc_item_amount_insert', 'doc_item'],
    ['doc_item_amount_delete', 'doc_item'],
    ['doc_item_amount_update', 'doc_item'],
  ];
  for (const [name, table] of triggers) await dropTrigger(db, name, table);
  await db.schema.dropTable('doc_item_amount').execute();
  await db.schema.dropTable('document_day_count').execute();
}
