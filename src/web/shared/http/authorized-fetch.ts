/**
 * Calls made outside Refine's data provider (files, previews, CSV exports): the same bearer
 * token and language as the data provider's requests.
 */
import { apiLanguage } from '../../providers/i18n';
import { session } from '../../providers/services';

export async function authorizedFetch(path: string, init: RequestInit = {}): Promise<Response> {
  const token = await session.idToken();
  const headers = new Headers(init.headers);
  if (token) headers.set('authorization', `Bearer ${token}`);
  headers.set('accept-language', apiLanguage());
  return fetch(path, { ...init, headers });
}

/** Downloads a CSV the server makes from the same filters as the list. */
export async function downloadCsv(path: string, fileName: string): Promise<void> {
  const response = await authorizedFetch(path);
  if (!response.ok) throw new Error(`export refused (${response.status})`);
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
