/**
 * The few calls the upload pages make outside Refine's data provider: the per-file result and a
 * short-lived preview URL (so a file opens in a new tab without the token in the address).
 */
import { API_PATHS } from '../../../common/api-paths';
import { intakeResult, type IntakeResult } from '../../../common/uploads';
import { api } from '../../shared/http/api-client';

/** The intake's result of one tus upload; undefined while the server has none to give. */
export async function fetchIntakeResult(tusId: string): Promise<IntakeResult | undefined> {
  const answer = await api.get(API_PATHS.uploads.tusResult, { params: { id: tusId } }).catch(() => undefined);
  const parsed = intakeResult.safeParse(answer);
  return parsed.success ? parsed.data : undefined;
}

/** Opens an upload's file in a new tab through a signed URL valid for a few minutes. */
export async function openUploadFile(uploadId: string): Promise<void> {
  // The tab is opened first, inside the click, so pop-up blockers let it through.
  const tab = window.open('about:blank', '_blank');
  try {
    const { url } = await api.post<{ url: string }>(API_PATHS.uploads.previewUrl, { params: { id: uploadId } });
    if (tab) tab.location.href = url;
    else window.location.assign(url);
  } catch (error) {
    tab?.close();
    throw error;
  }
}
