/**
 * Files from the API saved or opened by the browser: a link cannot carry the ID token, so the
 * file comes through the API client and is handed over as a blob URL.
 */
import { api, type ApiCall } from './api-client';

/** The blob URL lives a minute: long enough for the download or the tab to read it. */
const release = (url: string) => setTimeout(() => URL.revokeObjectURL(url), 60_000);

/** Saves the answer under the given file name (an upload's file, a CSV export). */
export async function downloadFromApi(template: string, call: Omit<ApiCall, 'body'>, fileName: string): Promise<void> {
  const url = URL.createObjectURL(await api.blob(template, call));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.click();
  release(url);
}

/** Opens the answer in a new tab. Call it inside the click, so pop-up blockers let the tab through. */
export async function openFromApi(template: string, call: Omit<ApiCall, 'body'>): Promise<void> {
  const tab = window.open('about:blank', '_blank');
  try {
    const url = URL.createObjectURL(await api.blob(template, call));
    if (tab) tab.location.href = url;
    else window.location.assign(url);
    release(url);
  } catch (error) {
    tab?.close();
    throw error;
  }
}
