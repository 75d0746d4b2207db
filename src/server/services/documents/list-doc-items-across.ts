/**
 * One page of the items across documents in the caller's scope, filtered and sorted as the
 * query says, with the count of the whole filtered set.
 */
import { sql, type Kysely } from 'kysely';
import type { DocItemAcrossRow, DocItemsAcrossQuery } from '../../../common/schemas/doc-items-across.js';
import type { Principal } from '../../auth/authorize.js';
import type { Database } from '../../db/schema.js';
import { ACROSS_SORT_COLUMNS, filteredItems, selectAcrossRows, toAcrossRow } from './doc-items-across.js';

export async function listDocItemsAcross(
  db: Kysely<Database>,
  principal: Principal,
  query: DocItemsAcrossQuery,
  end: number,
): Promise<{ total: number; rows: DocItemAcrossRow[] }> {
  const [total, page] = await Promise.all([
    filteredItems(db, principal, query)
      .select(sql<number | string>`count(*)`.as('n'))
      .executeTakeFirstOrThrow(),
    selectAcrossRows(db, principal, query)
      .orderBy(ACROSS_SORT_COLUMNS[query._sort], query._order)
      .orderBy('doc_item.id', query._order)
      .limit(end - query._start)
      .offset(query._start)
      .execute(),
  ]);
  return { total: Number(total.n), rows: page.map(toAcrossRow) };
}
