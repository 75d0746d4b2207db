/**
 * The few calls the upload pages make outside Refine's data provider: the per-file result and a
 * short-lived preview URL (so a file opens in a new tab without the token in the address).
 */
import { intakeResult, tusResultPath, uploadPreviewUrlPath, type IntakeResult } from '../../../common/uploads';
import { authorizedFetch } from '../../shared/http/authorized-fetch';

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
