/**
 * The parts the portal's tables, indexes and triggers are made of, said once so every migration
 * makes them alike on SQLite and PostgreSQL. Each part writes exactly the SQL the migrations
 * wrote out before it existed, in the same order: migrations that already ran must give a new
 * database the same schema, so a part never changes what it makes; a new shape is a new part.
 */
import { PostgresAdapter, sql, type ColumnDefinitionBuilder, type CreateTableBuilder, type Kysely } from 'kysely';

export const isPostgres = (db: Kysely<unknown>) => db.getExecutor().adapter instanceof PostgresAdapter;

/** Runs statements Kysely's builder has no words for (triggers, functions), one after another. */
export async function run(db: Kysely<unknown>, ...statements: string[]): Promise<void> {
  for (const statement of statements) await sql.raw(statement).execute(db);
}

/** An index: the lists, queues and reports read rows by it. */
export const createIndex = (db: Kysely<unknown>, name: string, table: string, columns: readonly string[]) =>
  db.schema
    .createIndex(name)
    .on(table)
    .columns([...columns])
    .execute();

// Columns. Times are ISO-8601 text and flags 0/1, alike on both engines.

/** A value every row has. */
export const required = (column: ColumnDefinitionBuilder) => column.notNull();

/** A value every row has, which a new row starts with unless told otherwise. */
export const startsAs = (value: string | number) => (column: ColumnDefinitionBuilder) =>
  column.notNull().defaultTo(value);

/** A row of `table` this row names; that row must exist and stays while this one does. */
export const refersTo = (table: string) => (column: ColumnDefinitionBuilder) =>
  column.notNull().references(`${table}.id`);

/** The row of `table` this row is part of: deleting that row deletes this one with it. */
export const partOf = (table: string) => (column: ColumnDefinitionBuilder) =>
  column.notNull().references(`${table}.id`).onDelete('cascade');

/** A table whose rows are named by a text id (one the server makes, or a setting's name). */
export const tableWithId = <T extends string>(db: Kysely<unknown>, name: T) =>
  db.schema.createTable(name).addColumn('id', 'text', (column) => column.primaryKey());

/** When the row was made. */
export const createdAt = <T extends string, C extends string>(table: CreateTableBuilder<T, C>) =>
  table.addColumn('created_at', 'text', required);

/** When the row was made and last changed. */
export const timestamps = <T extends string, C extends string>(table: CreateTableBuilder<T, C>) =>
  createdAt(table).addColumn('updated_at', 'text', required);

/** The data scope of a row that belongs to one location of one tenant. */
export const inLocation = <T extends string, C extends string>(table: CreateTableBuilder<T, C>) =>
  table.addColumn('tenant_id', 'text', refersTo('tenant')).addColumn('location_id', 'text', refersTo('location'));

/**
 * The data scope copied from the row's parent (a document's items and issues, the rollups), so
 * the scope is one indexed condition on the row itself, never a join per row.
 */
export const scopeCopy = <T extends string, C extends string>(table: CreateTableBuilder<T, C>) =>
  table.addColumn('tenant_id', 'text', required).addColumn('location_id', 'text', required);

/** A tenant's own setup (API keys, webhook endpoints, learned profiles): it goes with its tenant. */
export const ownedByTenant = <T extends string, C extends string>(table: CreateTableBuilder<T, C>) =>
  table.addColumn('tenant_id', 'text', partOf('tenant'));

/** A location's own mail setup and messages: they go with their location. */
export const ownedByLocation = <T extends string, C extends string>(table: CreateTableBuilder<T, C>) =>
  table.addColumn('location_id', 'text', partOf('location')).addColumn('tenant_id', 'text', refersTo('tenant'));

/** SQLite: the rows stored in key order (a table without rowid); PostgreSQL has no such kind. */
export const keyOrdered =
  (db: Kysely<unknown>) =>
  <T extends CreateTableBuilder<string, string>>(table: T): T =>
    isPostgres(db) ? table : (table.modifyEnd(sql`without rowid`) as T);

// Triggers.

/**
 * PostgreSQL: a statement trigger with transition tables, so a batched write costs one grouped
 * upsert, not one per row. `transition` names the old and new rows' tables for the statement.
 */
export async function createStatementTrigger(
  db: Kysely<unknown>,
  trigger: { name: string; op: 'insert' | 'delete' | 'update'; table: string; statement: string },
  transition: { old: string; new: string },
): Promise<void> {
  const { name, op, table, statement } = trigger;
  const referencing = {
    insert: `new table as ${transition.new}`,
    delete: `old table as ${transition.old}`,
    update: `old table as ${transition.old} new table as ${transition.new}`,
  }[op];
  await run(
    db,
    `create function ${name}() returns trigger language plpgsql as $$ begin ${statement}; return null; end $$`,
    `create trigger ${name} after ${op} on ${table} referencing ${referencing} for each statement execute function ${name}()`,
  );
}

/** Drops a trigger (and on PostgreSQL the function it runs, named alike) if it is there. */
export async function dropTrigger(db: Kysely<unknown>, name: string, table: string): Promise<void> {
  const postgres = isPostgres(db);
  await run(db, `drop trigger if exists ${name}${postgres ? ` on ${table}` : ''}`);
  if (postgres) await run(db, `drop function if exists ${name}()`);
}

// Settings.

type Settings = Kysely<{ setting: { id: string; value: string; updated_at: string } }>;

/**
 * Settings a migration starts with, as JSON. Callers write their values out (not imported), so
 * a migration stays what it was when it first ran.
 */
export async function insertSettings(db: Kysely<unknown>, values: Record<string, unknown>): Promise<void> {
  const now = new Date().toISOString();
  await (db as Settings)
    .insertInto('setting')
    .values(Object.entries(values).map(([id, value]) => ({ id, value: JSON.stringify(value), updated_at: now })))
    .execute();
}

export async function deleteSettings(db: Kysely<unknown>, ids: string[]): Promise<void> {
  await (db as Settings).deleteFrom('setting').where('id', 'in', ids).execute();
}
