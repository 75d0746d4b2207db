/**
 * GET /api/exports/archived-documents?format=csv|xlsx&from=&to=&tenantId=&locationId=: the
 * archived documents in the caller's scope with their items, streamed as they are read
 * (services/exports/export-archived-documents.ts), as a download named by the period.
 */
import type { FastifyInstance } from 'fastify';
import { API_PATHS } from '../../../../common/api-paths.js';
import { archivedDocumentsExportQuery } from '../../../../common/schemas/exports.js';
import type { AppContext } from '../../../context.js';
import { contentDisposition } from '../../../http/content-disposition.js';
import { route } from '../../../http/route.js';
import { EXPORT_MEDIA_TYPES, exportArchivedDocuments } from '../../../services/exports/export-archived-documents.js';
import { exportFileName } from './export-file-name.js';

export function exportArchivedDocumentsRoute(app: FastifyInstance, context: AppContext): void {
  route(app, context, {
    method: 'GET',
    url: API_PATHS.exports.archivedDocuments,
    action: 'exports:read',
    summary: 'The archived documents of a period, tenant and location, with their items, as CSV or XLSX',
    query: archivedDocumentsExportQuery,
    answerType: 'text/csv',
    alsoAnswers: [EXPORT_MEDIA_TYPES.xlsx],
    handle: ({ principal, query }, _request, reply) => {
      const { format, ...filter } = query;
      return reply
        .header('content-type', EXPORT_MEDIA_TYPES[format])
        .header(
          'content-disposition',
          contentDisposition('attachment', exportFileName('archived-documents', filter, format)),
        )
        .header('x-content-type-options', 'nosniff')
        .header('cache-control', 'no-store')
        .send(exportArchivedDocuments(context.db, principal, format, filter));
    },
  });
}
