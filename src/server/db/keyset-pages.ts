/**
 * A large read page by page, keyset on (a sort column, id): a page starts after the last row of
 * the one before, so the read never holds more than one page, and rows written meanwhile
 * elsewhere make it neither skip nor repeat one (an offset would). The exports read this way.
 */
import { sql, type SelectQueryBuilder } from 'kysely';
import type { Database } from './schema.js';

/** Where a page ends: the last row's sort value and id. */
export interface KeysetPosition {
  key: string;
  id: string;
}

/** The rows after position, in the order (key, id) the pages are read in. */
export function afterPosition(keyColumn: string, idColumn: string, at: KeysetPosition) {
  const key = sql.ref(keyColumn);
  return sql<boolean>`(${key} > ${at.key} or (${key} = ${at.key} and ${sql.ref(idColumn)} > ${at.id}))`;
}

export async function* keysetPages<TB extends keyof Database, O>(
  rows: () => SelectQueryBuilder<Database, TB, O>,
  order: { key: string; id: string },
  positionOf: (row: O) => KeysetPosition,
  pageSize: number,
): AsyncGenerator<O[]> {
  let after: KeysetPosition | undefined;
  for (;;) {
    let query = rows();
    if (after) query = query.where(afterPosition(order.key, order.id, after));
    const page = (await query.orderBy(sql.ref(order.key)).orderBy(sql.ref(order.id)).limit(pageSize).execute()) as O[];
    if (page.length > 0) yield page;
    const last = page.at(-1);
    if (!last || page.length < pageSize) return;
    after = positionOf(last);
  }
}
