/**
 * Reads the list query of @refinedev/simple-rest against a resource's fields: paging
 * (_start, _end), sorting (_sort, _order, comma lists), filters (field, field_ne, field_gte,
 * field_lte, field_like, repeated values meaning "any of"), the resource's named filters and q. Anything else is refused
 * with 400 and a message per parameter, before any SQL runs.
 */
import { sql, type RawBuilder } from 'kysely';
import { LIST_MAX_ROWS } from '../../common/schemas/list-query.js';
import { fieldText, problemMap, type ApiText } from '../api-texts.js';
import { HttpError } from '../errors.js';
import type { FieldInfo } from './record-fields.js';

export interface ListQuery {
  offset: number;
  limit: number;
  order: { column: string; direction: 'asc' | 'desc' }[];
  conditions: RawBuilder<boolean>[];
  /** The stored columns the conditions read (a count may then use a rollup of them). */
  columns: Set<string>;
}

/**
 * A list parameter that is no field of the record but a rule over its row, one condition per
 * accepted value (`due=overdue`), each made when the list is read (so it can read the time).
 */
export interface NamedFilter {
  description: string;
  /** The stored columns its conditions read. */
  columns: readonly string[];
  values: Record<string, () => RawBuilder<boolean>>;
}

const OPERATORS = { _ne: '<>', _gte: '>=', _lte: '<=' } as const;
const MAX_VALUE_LENGTH = 1000;
const MAX_VALUES = 100;

function likePattern(text: string): string {
  return `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** Any of the columns holds the text, case aside: what `q` means on every list. */
export function containsText(columns: readonly string[], text: string): RawBuilder<boolean> {
  const pattern = likePattern(text);
  return sql<boolean>`(${sql.join(
    columns.map((c) => sql`lower(${sql.ref(c)}) like ${pattern} escape '\\'`),
    sql` or `,
  )})`;
}

export function parseListQuery(
  query: Record<string, unknown>,
  fields: readonly FieldInfo[],
  search: readonly string[],
  defaultSort: { field: string; order: 'asc' | 'desc' },
  named: Readonly<Record<string, NamedFilter>> = {},
): ListQuery {
  const errors = problemMap<ApiText>();
  const fail = (key: string, text: ApiText) => (errors[key] ??= []).push(text);
  const byName = new Map(fields.map((field) => [field.name, field]));
  const single = (key: string): string | undefined => {
    const value = query[key];
    if (value === undefined) return undefined;
    if (typeof value !== 'string') {
      fail(key, fieldText('paramOnce'));
      return undefined;
    }
    return value;
  };
  const integer = (key: string): number | undefined => {
    const text = single(key);
    if (text === undefined) return undefined;
    if (!/^\d{1,9}$/.test(text)) {
      fail(key, fieldText('wholeNumber'));
      return undefined;
    }
    return Number(text);
  };

  const start = integer('_start') ?? 0;
  const end = integer('_end') ?? start + LIST_MAX_ROWS;
  if (end < start) fail('_end', fieldText('endBelowStart'));
  if (end - start > LIST_MAX_ROWS) fail('_end', fieldText('tooManyRows', { max: LIST_MAX_ROWS }));

  const sortText = single('_sort');
  const orderText = single('_order');
  const order: ListQuery['order'] = [];
  const sortFields = sortText ? sortText.split(',') : [defaultSort.field];
  const orders = orderText ? orderText.split(',') : [];
  sortFields.forEach((name, index) => {
    const field = byName.get(name);
    const direction = (orders[index] ?? (sortText ? 'asc' : defaultSort.order)).toLowerCase();
    if (!field || field.kind === 'json') fail('_sort', fieldText('cannotSort', { name: name.slice(0, 100) }));
    else if (direction !== 'asc' && direction !== 'desc') fail('_order', fieldText('ascOrDesc'));
    else order.push({ column: field.column, direction });
  });
  // A unique last key keeps pages stable when sort values repeat. It runs the same way as the
  // key before it, so an index on (…, created_at, id) serves `created_at desc` read backwards.
  if (!order.some((entry) => entry.column === 'id'))
    order.push({ column: 'id', direction: order.at(-1)?.direction ?? 'asc' });

  const conditions: RawBuilder<boolean>[] = [];
  const columns = new Set<string>();
  for (const [key, raw] of Object.entries(query)) {
    if (['_start', '_end', '_sort', '_order'].includes(key)) continue;
    const values = (Array.isArray(raw) ? raw : [raw]).map(String);
    if (values.length > MAX_VALUES) {
      fail(key, fieldText('tooManyValues', { max: MAX_VALUES }));
      continue;
    }
    if (values.some((value) => value.length > MAX_VALUE_LENGTH)) {
      fail(key, fieldText('valueTooLong', { max: MAX_VALUE_LENGTH }));
      continue;
    }
    if (key === 'q') {
      if (search.length === 0) fail(key, fieldText('noTextSearch'));
      else {
        const searched = search.map((name) => byName.get(name)?.column ?? name);
        searched.forEach((column) => columns.add(column));
        conditions.push(containsText(searched, values.join(' ')));
      }
      continue;
    }
    const filter = Object.hasOwn(named, key) ? named[key] : undefined;
    if (filter) {
      const condition =
        values.length === 1 && Object.hasOwn(filter.values, values[0] ?? '')
          ? filter.values[values[0] ?? '']
          : undefined;
      if (!condition) fail(key, fieldText('oneOf', { options: Object.keys(filter.values).join(', ') }));
      else {
        filter.columns.forEach((column) => columns.add(column));
        conditions.push(condition());
      }
      continue;
    }
    const match = /^(.+?)(_ne|_gte|_lte|_like)?$/.exec(key);
    const field = match?.[1] ? byName.get(match[1]) : undefined;
    const suffix = match?.[2] as keyof typeof OPERATORS | '_like' | undefined;
    if (!field || field.kind === 'json') {
      fail(key.slice(0, 100), fieldText('unknownFilter'));
      continue;
    }
    const ref = sql.ref(field.column);
    columns.add(field.column);
    if (suffix === '_like') {
      if (field.kind !== 'text') fail(key, fieldText('onlyTextSearch'));
      else conditions.push(sql<boolean>`lower(${ref}) like ${likePattern(values[0] ?? '')} escape '\\'`);
      continue;
    }
    const typed: unknown[] = [];
    for (const value of values) {
      if (field.kind === 'number') {
        // A number past what JavaScript holds exactly is no size or amount anyone has, and
        // PostgreSQL would refuse it against an integer column.
        if (!/^-?\d+(\.\d+)?$/.test(value) || Math.abs(Number(value)) > Number.MAX_SAFE_INTEGER)
          fail(key, fieldText('aNumber'));
        else typed.push(Number(value));
      } else if (field.kind === 'flag') {
        if (!['true', 'false', '1', '0'].includes(value)) fail(key, fieldText('trueOrFalse'));
        else typed.push(value === 'true' || value === '1' ? 1 : 0);
      } else if (field.options && !suffix && !field.options.includes(value)) {
        fail(key, fieldText('oneOf', { options: field.options.join(', ') }));
      } else typed.push(value);
    }
    if (typed.length !== values.length) continue;
    if (suffix) {
      if (typed.length !== 1) fail(key, fieldText('filterOnce'));
      else conditions.push(sql<boolean>`${ref} ${sql.raw(OPERATORS[suffix])} ${typed[0]}`);
    } else if (typed.length === 1) {
      // "null" names a missing value, so lists can ask for unassigned documents.
      conditions.push(typed[0] === 'null' ? sql<boolean>`${ref} is null` : sql<boolean>`${ref} = ${typed[0]}`);
    } else {
      conditions.push(sql<boolean>`${ref} in (${sql.join(typed)})`);
    }
  }
  if (Object.keys(errors).length) throw new HttpError(400, 'listQueryInvalid', { fields: errors });
  return { offset: start, limit: end - start, order, conditions, columns };
}
