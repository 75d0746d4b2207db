/**
 * GET /api/doc-items/across: one page of the items across documents in the caller's scope,
 * filtered by tenant, location, category, dates, amount range and words (x-total-count holds
 * the full count).
 */
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import {
  DOC_ITEMS_ACROSS_MAX_ROWS,
  DOC_ITEMS_ACROSS_PATH,
  docItemsAcrossQuery,
} from '../../../../common/schemas/doc-items-across.js';
import { authorize } from '../../../auth/authorize.js';
import type { AppContext } from '../../../context.js';
import { HttpError, parseOr400 } from '../../../errors.js';
import {
  ACROSS_SORT_COLUMNS,
  filteredItems,
  selectAcrossRows,
  toAcrossRow,
} from '../../../services/documents/doc-items-across.js';

export function listDocItemsAcrossRoute(app: FastifyInstance, context: AppContext): void {
  app.get(DOC_ITEMS_ACROSS_PATH, async (request, reply) => {
    const principal = await authorize(request, context, 'doc-items:across');
    const query = parseOr400(docItemsAcrossQuery, request.query ?? {});
    const end = query._end ?? query._start + DOC_ITEMS_ACROSS_MAX_ROWS;
    if (end <= query._start || end - query._start > DOC_ITEMS_ACROSS_MAX_ROWS)
      throw new HttpError(400, 'tooManyRows', { params: { max: DOC_ITEMS_ACROSS_MAX_ROWS } });
    const [total, page] = await Promise.all([
      filteredItems(context.db, principal, query)
        .select(sql<number | string>`count(*)`.as('n'))
        .executeTakeFirstOrThrow(),
      selectAcrossRows(context.db, principal, query)
        .orderBy(ACROSS_SORT_COLUMNS[query._sort], query._order)
        .orderBy('doc_item.id', query._order)
        .limit(end - query._start)
        .offset(query._start)
        .execute(),
    ]);
    reply.header('x-total-count', String(Number(total.n)));
    return page.map(toAcrossRow);
  });
}
