/**
 * An upload's file (GET /api/uploads/:id/content) for the administrator: opened in a new tab to
 * preview, or saved under its file name.
 */
import { API_PATHS } from '../../../common/api-paths';
import { downloadFromApi, openFromApi } from '../../shared/http/download';

export function previewUpload(uploadId: string): Promise<void> {
  return openFromApi(API_PATHS.uploads.content, { params: { id: uploadId } });
}

export function downloadUpload(uploadId: string, fileName: string): Promise<void> {
  return downloadFromApi(API_PATHS.uploads.content, { params: { id: uploadId } }, fileName);
}
