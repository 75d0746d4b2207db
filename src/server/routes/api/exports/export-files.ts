/**
 * GET /api/exports/files?ids=a,b or ?from=&to=&tenantId=&locationId=: the original files of the
 * selected documents (any state) or of the filter's archived documents, in the caller's scope,
 * as a streamed ZIP with manifest.csv (services/exports/export-files-zip.ts). A selected id
 * outside the scope is left out, as a list leaves it out.
 */
import type { FastifyInstance } from 'fastify';
import { API_PATHS } from '../../../../common/api-paths.js';
import { filesExportQuery } from '../../../../common/schemas/exports.js';
import type { AppContext } from '../../../context.js';
import { contentDisposition } from '../../../http/content-disposition.js';
import { route } from '../../../http/route.js';
import { exportFilesZip } from '../../../services/exports/export-files-zip.js';
import { exportFileName } from './export-file-name.js';

export function exportFilesRoute(app: FastifyInstance, context: AppContext): void {
  route(app, context, {
    method: 'GET',
    url: API_PATHS.exports.files,
    action: 'exports:read',
    summary:
      'The original files of selected documents, or of the archived documents of a filter, as a ZIP with a manifest',
    query: filesExportQuery,
    answerType: 'application/zip',
    handle: ({ principal, query }, _request, reply) =>
      reply
        .header('content-type', 'application/zip')
        .header('content-disposition', contentDisposition('attachment', exportFileName('document-files', query, 'zip')))
        .header('x-content-type-options', 'nosniff')
        .header('cache-control', 'no-store')
        .send(exportFilesZip(context.db, context.files, principal, query)),
  });
}
