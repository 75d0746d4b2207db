/**
 * The processing screen's calls: the work view of one document, the draft save, the workflow
 * steps and the DBO's queue. Plain fetches with the session's token, because a 409 carries the
 * stored version in its body, which the data provider's error shape does not keep.
 */
import type {
  DocumentHeader,
  DocumentListRow,
  DocumentWork,
  DraftBody,
} from '../../../../common/schemas/document-work';
import { authorizedFetch } from '../../../shared/http/authorized-fetch';

export type HeaderWire = DocumentHeader;
export type DraftItemWire = DraftBody['items'][number];
export type WorkView = DocumentWork;
export type WorkDocument = DocumentWork['document'];

export type QueueDocument = DocumentListRow;

/** A refused call: the server's status, worded message, field messages and whole body. */
export class ApiFailure extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly fields: Record<string, string[]>,
    readonly body: Record<string, unknown>,
  ) {
    super(message);
  }

  /** The version stored now, from a 409's body (`current` of the stale documents, or `version`). */
  currentVersion(documentId: string): number | undefined {
    const current = this.body.current;
    if (Array.isArray(current)) {
      const entry = (current as { id?: string; version?: number }[]).find((c) => c.id === documentId);
      if (typeof entry?.version === 'number') return entry.version;
    }
    return typeof this.body.version === 'number' ? this.body.version : undefined;
  }
}

export async function call<T>(method: string, path: string, body?: unknown): Promise<T> {
  const response = await authorizedFetch(path, {
    method,
    headers: body === undefined ? {} : { 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  let parsed: unknown = undefined;
  try {
    parsed = text ? JSON.parse(text) : undefined;
  } catch {
    parsed = undefined;
  }
  if (!response.ok) {
    const problem = (parsed ?? {}) as Record<string, unknown>;
    throw new ApiFailure(
      response.status,
      typeof problem.message === 'string' ? problem.message : `${response.status} ${response.statusText}`,
      (problem.fields as Record<string, string[]> | undefined) ?? {},
      problem,
    );
  }
  return parsed as T;
}

export const documentWorkPath = (id: string) => `/api/documents/${encodeURIComponent(id)}/work`;
export const uploadContentPath = (id: string) => `/api/uploads/${encodeURIComponent(id)}/content`;

export function fetchDocumentWork(id: string): Promise<WorkView> {
  return call('GET', documentWorkPath(id));
}

export function saveDraft(id: string, body: DraftBody): Promise<WorkView> {
  return call('PUT', `/api/documents/${encodeURIComponent(id)}/draft`, body);
}

export type ProcessingStep = 'start' | 'submit' | 'raise-issue';

export function postDocumentStep(
  id: string,
  step: ProcessingStep,
  body: { version: number } & object,
): Promise<unknown> {
  return call('POST', `/api/documents/${encodeURIComponent(id)}/${step}`, body);
}

/** Claims the next waiting document; undefined when none waits (404). */
export async function startNextDocument(): Promise<string | undefined> {
  try {
    const answer = await call<{ id: string }>('POST', '/api/documents/start-next', {});
    return answer.id;
  } catch (error) {
    if (error instanceof ApiFailure && error.status === 404) return undefined;
    throw error;
  }
}

export async function fetchMyQueue(): Promise<QueueDocument[]> {
  return call<QueueDocument[]>('GET', '/api/documents/my-queue');
}
