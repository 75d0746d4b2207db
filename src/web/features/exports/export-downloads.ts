/**
 * The archive's exports as downloads through the API client (a link cannot carry the ID
 * token): the filter's archived documents as CSV or XLSX, and the files of a selection or of
 * the filter as a ZIP. File names say what and when; the server's own name is the same kind.
 */
import { API_PATHS } from '../../../common/api-paths';
import type { ExportFilterValues, ExportFormat } from '../../../common/schemas/exports';
import { downloadFromApi } from '../../shared/http/download';

export type ExportChoice = ExportFormat | 'zip-selected' | 'zip-filter';

/** The filter as the API's query: only the values set. */
export function exportQuery(filter: ExportFilterValues): Record<string, string> {
  const query: Record<string, string> = {};
  for (const [name, value] of Object.entries(filter)) {
    if (value !== undefined && value !== null && value !== '') query[name] = String(value);
  }
  return query;
}

const today = () => new Date().toISOString().slice(0, 10);

export function downloadExport(choice: ExportChoice, filter: ExportFilterValues, selectedIds: readonly string[]) {
  const query = exportQuery(filter);
  switch (choice) {
    case 'csv':
    case 'xlsx':
      return downloadFromApi(
        API_PATHS.exports.archivedDocuments,
        { query: { ...query, format: choice } },
        `archived-documents-${today()}.${choice}`,
      );
    case 'zip-selected':
      return downloadFromApi(
        API_PATHS.exports.files,
        { query: { ids: selectedIds.join(',') } },
        `document-files-${today()}.zip`,
      );
    case 'zip-filter':
      return downloadFromApi(API_PATHS.exports.files, { query }, `document-files-${today()}.zip`);
  }
}
