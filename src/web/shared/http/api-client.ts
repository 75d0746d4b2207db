/**
 * The web's one API client. A feature names its call by a path template of common/api-paths.ts,
 * its `:name` values and its query (`apiPath` fills them in), and gets the answer's JSON, or an
 * ApiProblem in the server's words. Refine's hooks keep the lists and records: its data provider
 * sends through `sendApiRequest` too, so the token, the language and the reading of a refusal
 * happen once, here and in authorized-fetch.ts.
 */
import { apiPath } from '../../../common/api-paths';
import { ApiProblem, apiProblem } from './api-problem';
import { authorizedFetch } from './authorized-fetch';

export type ApiQuery = Parameters<typeof apiPath>[2];

export interface ApiCall {
  /** The values of the template's `:name` parts. */
  params?: Record<string, string | number>;
  query?: ApiQuery;
  /** Sent as JSON. */
  body?: unknown;
  signal?: AbortSignal;
}

/** Sends one request; an answer outside 2xx, or none at all, throws its ApiProblem. */
export async function sendApiRequest(path: string, init: RequestInit = {}): Promise<Response> {
  let response: Response;
  try {
    response = await authorizedFetch(path, init);
  } catch (error) {
    throw apiProblem(error);
  }
  if (!response.ok) throw ApiProblem.fromAnswer(response.status, response.statusText, await readJson(response));
  return response;
}

/** The answer's JSON; undefined when it is empty (204) or not JSON. */
export async function readJson(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

function send(method: string, template: string, { params, query, body, signal }: ApiCall): Promise<Response> {
  const init: RequestInit = { method, signal };
  if (body !== undefined) {
    init.headers = { 'content-type': 'application/json' };
    init.body = JSON.stringify(body);
  }
  return sendApiRequest(apiPath(template, params, query), init);
}

async function json<T>(method: string, template: string, call: ApiCall = {}): Promise<T> {
  return (await readJson(await send(method, template, call))) as T;
}

type Read = Omit<ApiCall, 'body'>;

export const api = {
  get: <T>(template: string, call?: Read) => json<T>('GET', template, call),
  post: <T = unknown>(template: string, call?: ApiCall) => json<T>('POST', template, call),
  put: <T = unknown>(template: string, call?: ApiCall) => json<T>('PUT', template, call),
  patch: <T = unknown>(template: string, call?: ApiCall) => json<T>('PATCH', template, call),
  delete: <T = unknown>(template: string, call?: ApiCall) => json<T>('DELETE', template, call),
  /** The answer as a file: an upload's content, a CSV export. */
  blob: async (template: string, call: Read = {}) => (await send('GET', template, call)).blob(),
};
