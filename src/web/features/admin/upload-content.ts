/**
 * An upload's file through GET /api/uploads/:id/content, fetched with the ID token (an <a href>
 * cannot carry it) and handed to the browser as a blob URL: opened in a new tab to preview, or
 * saved under its file name.
 */
import { uploadContentPath } from '../../../common/uploads';
import { authorizedFetch } from '../../shared/http/authorized-fetch';

async function contentBlobUrl(uploadId: string): Promise<string> {
  const response = await authorizedFetch(uploadContentPath(uploadId));
  if (!response.ok) throw new Error(`the file was refused (${response.status})`);
  return URL.createObjectURL(await response.blob());
}

/** The blob URL lives a minute: long enough for the tab or the download to read it. */
const release = (url: string) => setTimeout(() => URL.revokeObjectURL(url), 60_000);

export async function previewUpload(uploadId: string): Promise<void> {
  // The tab is opened inside the click, so pop-up blockers let it through.
  const tab = window.open('about:blank', '_blank');
  try {
    const url = await contentBlobUrl(uploadId);
    if (tab) tab.location.href = url;
    else window.location.assign(url);
    release(url);
  } catch (error) {
    tab?.close();
    throw error;
  }
}

export async function downloadUpload(uploadId: string, fileName: string): Promise<void> {
  const url = await contentBlobUrl(uploadId);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.click();
  release(url);
}
