/**
 * The one place that says who is calling and in which language: the signed-in user's ID token
 * (refreshed by Firebase as it expires) and the language the server words its messages in. The
 * API client, Refine's data provider, the live stream, the policy, tus uploads and the file
 * viewer all take their headers from here.
 */
import { apiLanguage } from '../../providers/i18n';
import { session } from '../../providers/services';

/** The headers of an API call; no authorization while nobody is signed in (the public pages). */
export async function apiHeaders(): Promise<Record<string, string>> {
  const token = await session.idToken();
  return { ...(token ? { authorization: `Bearer ${token}` } : {}), 'accept-language': apiLanguage() };
}

export async function authorizedFetch(path: string, init: RequestInit = {}): Promise<Response> {
  const headers = new Headers(init.headers);
  for (const [name, value] of Object.entries(await apiHeaders())) headers.set(name, value);
  return fetch(path, { ...init, headers });
}
