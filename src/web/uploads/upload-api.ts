/**
 * The few calls the upload pages make outside Refine's data provider: the per-file result, a
 * short-lived preview URL (so a file opens in a new tab without the token in the address), and
 * the history's CSV export (downloaded with the token, then saved as a file).
 */
import { intakeResult, tusResultPath, uploadPreviewUrlPath, type IntakeResult } from '../../common/uploads';
import { apiLanguage } from '../providers/i18n';
import { session } from '../providers/services';

export async function authorizedFetch(path: string, init: RequestInit = {}): Promise<Response> {
  const token = await session.idToken();
  const headers = new Headers(init.headers);
  if (token) headers.set('authorization', `Bearer ${token}`);
  headers.set('accept-language', apiLanguage());
  return fetch(path, { ...init, headers });
}

export async function fetchIntakeResult(tusId: string): Promise<IntakeResult | undefined> {
  const response = await authorizedFetch(tusResultPath(tusId));
  if (!response.ok) return undefined;
  const parsed = intakeResult.safeParse(await response.json());
  return parsed.success ? parsed.data : undefined;
}

/** Opens an upload's file in a new tab through a signed URL valid for a few minutes. */
export async function openUploadFile(uploadId: string): Promise<void> {
  // The tab is opened first, inside the click, so pop-up blockers let it through.
  const tab = window.open('about:blank', '_blank');
  const response = await authorizedFetch(uploadPreviewUrlPath(uploadId), { method: 'POST' });
  if (!response.ok) {
    tab?.close();
    throw new Error(`preview refused (${response.status})`);
  }
  const { url } = (await response.json()) as { url: string };
  if (tab) tab.location.href = url;
  else window.location.assign(url);
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
