/**
 * A record schema's fields as stored columns: the API's camelCase names against snake_case
 * columns, and how each kind of value is stored (flags as 0/1, JSON as text). Resources, lists
 * and the services that answer rows in the API's shape all map rows with these.
 */
import type { z } from 'zod';
import type { Row } from './loose.js';

export type FieldKind = 'text' | 'number' | 'flag' | 'json';

export interface FieldInfo {
  name: string;
  column: string;
  kind: FieldKind;
  /** The allowed values of an enum field, so a filter on it is checked too. */
  options?: readonly string[];
}

const camelToSnake = (name: string) => name.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);

interface ZodLike {
  def: { type: string; innerType?: ZodLike };
  options?: readonly string[];
}

/** The fields of a record schema, with their stored column and kind. */
export function fieldsOf(record: z.ZodObject): FieldInfo[] {
  return Object.entries(record.shape).map(([name, schema]) => {
    let inner = schema as unknown as ZodLike;
    while (['nullable', 'optional', 'default'].includes(inner.def.type) && inner.def.innerType)
      inner = inner.def.innerType;
    const type = inner.def.type;
    const kind: FieldKind =
      type === 'boolean'
        ? 'flag'
        : type === 'number'
          ? 'number'
          : type === 'string' || type === 'enum'
            ? 'text'
            : 'json';
    return {
      name,
      column: camelToSnake(name),
      kind,
      ...(type === 'enum' && inner.options ? { options: inner.options } : {}),
    };
  });
}

/** A stored row as the API answers it. */
export function fromRow(fields: readonly FieldInfo[], row: Row): Row {
  const out: Row = {};
  for (const field of fields) {
    const value = row[field.column];
    if (value === null || value === undefined) out[field.name] = null;
    else if (field.kind === 'flag') out[field.name] = value === 1 || value === true || value === '1';
    else if (field.kind === 'number') out[field.name] = Number(value);
    else if (field.kind === 'json') out[field.name] = typeof value === 'string' ? JSON.parse(value) : value;
    else out[field.name] = value;
  }
  return out;
}

/** Validated body fields as stored columns (undefined fields are left out). */
export function toColumns(fields: readonly FieldInfo[], body: Row): Row {
  const out: Row = {};
  for (const [name, value] of Object.entries(body)) {
    if (value === undefined) continue;
    const kind = fields.find((field) => field.name === name)?.kind;
    out[camelToSnake(name)] =
      kind === 'json' ? JSON.stringify(value) : typeof value === 'boolean' ? (value ? 1 : 0) : value;
  }
  return out;
}
