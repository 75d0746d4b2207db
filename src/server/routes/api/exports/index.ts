/** Exports (/api/exports/...): the archived documents as CSV or XLSX, and the files as a ZIP; one file each. */
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../../context.js';
import { exportArchivedDocumentsRoute } from './export-archived-documents.js';
import { exportFilesRoute } from './export-files.js';

export function exportRoutes(app: FastifyInstance, context: AppContext): void {
  exportArchivedDocumentsRoute(app, context);
  exportFilesRoute(app, context);
}
