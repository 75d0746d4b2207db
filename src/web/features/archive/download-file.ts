/**
 * A hit's file through GET /api/uploads/:id/content with the ID token (an <a href> cannot
 * carry it), saved under its name from a blob URL.
 */
import { uploadContentPath } from '../../../common/uploads';
import { authorizedFetch } from '../../shared/http/authorized-fetch';

export async function downloadFile(uploadId: string, fileName: string): Promise<void> {
  const response = await authorizedFetch(uploadContentPath(uploadId));
  if (!response.ok) throw new Error(`the file was refused (${response.status})`);
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
