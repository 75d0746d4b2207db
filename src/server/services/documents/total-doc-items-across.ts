/**
 * The filtered items' totals per currency (net, tax, gross = net + tax, and how many items),
 * summed by the database in whole cents, currencies A to Z.
 */
import { sql, type Kysely } from 'kysely';
import type { DocItemsAcrossQuery, DocItemsAcrossTotal } from '../../../common/schemas/doc-items-across.js';
import type { Principal } from '../../auth/authorize.js';
import type { Database } from '../../db/schema.js';
import { filteredItems } from './doc-items-across.js';

export async function totalDocItemsAcross(
  db: Kysely<Database>,
  principal: Principal,
  query: DocItemsAcrossQuery,
): Promise<DocItemsAcrossTotal[]> {
  const rows = await filteredItems(db, principal, query)
    .select([
      'doc_item.currency',
      sql<number | string>`sum(doc_item.amount_cents)`.as('net'),
      sql<number | string>`sum(doc_item.tax_cents)`.as('tax'),
      sql<number | string>`count(*)`.as('items'),
    ])
    .groupBy('doc_item.currency')
    .orderBy('doc_item.currency')
    .execute();
  return rows.map((row) => {
    const netCents = Number(row.net);
    const taxCents = Number(row.tax);
    return { currency: row.currency, netCents, taxCents, grossCents: netCents + taxCents, items: Number(row.items) };
  });
}
