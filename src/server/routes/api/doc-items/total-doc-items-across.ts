/**
 * GET /api/doc-items/across/totals: the filtered items' totals per currency (net, tax, gross =
 * net + tax, and how many items), summed by the database in whole cents, currencies A to Z.
 */
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { DOC_ITEMS_ACROSS_TOTALS_PATH, docItemsAcrossQuery } from '../../../../common/schemas/doc-items-across.js';
import { authorize } from '../../../auth/authorize.js';
import type { AppContext } from '../../../context.js';
import { parseOr400 } from '../../../errors.js';
import { filteredItems } from '../../../services/documents/doc-items-across.js';

export function totalDocItemsAcrossRoute(app: FastifyInstance, context: AppContext): void {
  app.get(DOC_ITEMS_ACROSS_TOTALS_PATH, async (request) => {
    const principal = await authorize(request, context, 'doc-items:across');
    // Paging and sort do not change totals; they are accepted so the page can send one query string.
    const query = parseOr400(docItemsAcrossQuery, request.query ?? {});
    const rows = await filteredItems(context.db, principal, query)
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
  });
}
