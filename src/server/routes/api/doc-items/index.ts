/** Items across documents (/api/doc-items/across...): the page of rows, the totals and the CSV, one file each. */
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../../context.js';
import { exportDocItemsAcrossRoute } from './export-doc-items-across.js';
import { listDocItemsAcrossRoute } from './list-doc-items-across.js';
import { totalDocItemsAcrossRoute } from './total-doc-items-across.js';

export function docItemRoutes(app: FastifyInstance, context: AppContext): void {
  listDocItemsAcrossRoute(app, context);
  totalDocItemsAcrossRoute(app, context);
  exportDocItemsAcrossRoute(app, context);
}
