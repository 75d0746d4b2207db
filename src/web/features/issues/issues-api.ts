/**
 * The resolution center's calls (issue 11's contract): the inbox, a thread, marking it read,
 * answering, resolving and reopening. Plain fetches with the session's token, so a refusal keeps
 * the server's worded message.
 */
import type { IssueInboxRow, IssueThread, IssueThreadMessage } from '../../../common/schemas/issue-inbox';
import type { WaitingOn } from '../../../common/workflow';
import { authorizedFetch } from '../../shared/http/authorized-fetch';

export type IssueSide = WaitingOn;
export type IssueRow = IssueInboxRow;
export type ThreadMessage = IssueThreadMessage;
export type { IssueThread };

export interface InboxQuery {
  status?: 'open' | 'resolved';
  waitingOn?: IssueSide;
  mine?: boolean;
  documentId?: string;
  _start?: number;
  _end?: number;
}

export class IssueCallFailed extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

async function call<T>(method: string, path: string, body?: unknown): Promise<T> {
  const response = await authorizedFetch(path, {
    method,
    headers: body === undefined ? {} : { 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  let parsed: unknown;
  try {
    parsed = text ? JSON.parse(text) : undefined;
  } catch {
    parsed = undefined;
  }
  if (!response.ok) {
    const message = (parsed as { message?: unknown } | undefined)?.message;
    throw new IssueCallFailed(
      response.status,
      typeof message === 'string' ? message : `${response.status} ${response.statusText}`,
    );
  }
  return parsed as T;
}

const issuePath = (id: string, rest: string) => `/api/issues/${encodeURIComponent(id)}/${rest}`;

export function fetchInbox(query: InboxQuery): Promise<IssueRow[]> {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) if (value !== undefined) params.set(key, String(value));
  return call('GET', `/api/issues/inbox?${params.toString()}`);
}

export function fetchThread(id: string): Promise<IssueThread> {
  return call('GET', issuePath(id, 'thread'));
}

export function markRead(id: string): Promise<void> {
  return call('POST', issuePath(id, 'read'), {});
}

export function answerIssue(id: string, body: string): Promise<unknown> {
  return call('POST', issuePath(id, 'messages'), { body });
}

export function resolveIssue(id: string, note?: string): Promise<unknown> {
  return call('POST', issuePath(id, 'resolve'), note ? { note } : {});
}

export function reopenIssue(id: string, message: string): Promise<unknown> {
  return call('POST', issuePath(id, 'reopen'), { message });
}
