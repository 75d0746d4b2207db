/**
 * A row as the API answers it, built as JSON by the database itself (SQLite's json_object,
 * PostgreSQL's json_build_object), so a list page makes no row objects, maps nothing and
 * serializes nothing: the route joins the rows' JSON and sends it. Each field is written as
 * fromRow would answer it: text and numbers as stored, a flag (stored 0/1) as true or false,
 * a JSON column (stored as text) as the value it holds, null as null.
 */
import { sql, type RawBuilder } from 'kysely';
import type { Engine } from './database.js';
import type { FieldInfo } from './record-fields.js';

/** Both engines' JSON builders take at most 100 arguments: 50 fields. */
const MAX_JSON_FIELDS = 50;

/** A condition as a JSON true or false (null when the condition is null). */
export function jsonFlag(engine: Engine, condition: RawBuilder<unknown>): RawBuilder<unknown> {
  return engine === 'postgres'
    ? sql`(${condition})`
    : sql`json(case ${condition} when 1 then 'true' when 0 then 'false' end)`;
}

function fieldValue(engine: Engine, field: FieldInfo, table?: string): RawBuilder<unknown> {
  const column = sql.ref(table ? `${table}.${field.column}` : field.column);
  if (field.kind === 'flag') return jsonFlag(engine, sql`${column} = 1`);
  if (field.kind === 'json') return engine === 'postgres' ? sql`${column}::json` : sql`json(${column})`;
  return sql`${column}`;
}

/** The rows' JSON texts as one JSON array. */
export const jsonArray = (rows: readonly { j: string }[]): string => `[${rows.map((row) => row.j).join(',')}]`;

/**
 * The JSON text of one row: the record's fields by their API names, then the extras (each an
 * SQL value written as it comes). `table` qualifies the columns when the query joins others.
 */
export function rowJson(
  engine: Engine,
  fields: readonly FieldInfo[],
  extras: readonly (readonly [string, RawBuilder<unknown>])[] = [],
  table?: string,
): RawBuilder<string> {
  if (fields.length + extras.length > MAX_JSON_FIELDS)
    throw new Error(`a JSON row holds at most ${MAX_JSON_FIELDS} fields`);
  const pairs = sql.join([
    ...fields.map((field) => sql`${sql.lit(field.name)}, ${fieldValue(engine, field, table)}`),
    ...extras.map(([name, value]) => sql`${sql.lit(name)}, ${value}`),
  ]);
  return engine === 'postgres' ? sql<string>`json_build_object(${pairs})::text` : sql<string>`json_object(${pairs})`;
}
