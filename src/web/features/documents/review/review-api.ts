/**
 * The calls of the pages that look at a document and decide on it: reason codes, approve, send
 * back, accept, dispute (one or many, each at the version read) and the document's timeline.
 */
import type { TimelineEntry } from '../../../../common/schemas/timeline';
import { call } from '../processing/processing-api';

export type DecisionStep = 'approve' | 'send-back' | 'accept' | 'dispute';
export type BulkStep = 'approve-many' | 'accept-many';

export type TimelineStep = TimelineEntry;

export interface DocumentRef {
  id: string;
  version: number;
}

export async function fetchReasonCodes(): Promise<string[]> {
  const answer = await call<{ codes: string[] }>('GET', '/api/documents/reason-codes');
  return answer.codes;
}

export function postDecision(
  id: string,
  step: DecisionStep,
  body: { version: number; reasonCode?: string; comment?: string },
): Promise<unknown> {
  return call('POST', `/api/documents/${encodeURIComponent(id)}/${step}`, body);
}

export function postBulkDecision(step: BulkStep, documents: DocumentRef[]): Promise<unknown> {
  return call('POST', `/api/documents/${step}`, { documents });
}

export function fetchTimeline(id: string): Promise<TimelineStep[]> {
  return call('GET', `/api/documents/${encodeURIComponent(id)}/timeline`);
}
