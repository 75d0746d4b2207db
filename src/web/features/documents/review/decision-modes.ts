/**
 * The two pages that decide on a finished document, as data: the DBS supervisor's approval of a
 * processed document (or its send-back), and the client's review of an approved one (accept, which
 * archives, or dispute). One page component reads its mode from here.
 */
import type { BulkStep, DecisionStep } from './review-api';

export interface DecisionMode {
  key: 'approve' | 'review';
  /** The documents the page lists. */
  status: 'processed' | 'approved';
  /** The page's own path, to which `?document=` is added. */
  path: string;
  yes: DecisionStep;
  no: DecisionStep;
  bulk: BulkStep;
}

export const APPROVE_MODE: DecisionMode = {
  key: 'approve',
  status: 'processed',
  path: '/dbbs/dbsarea/approve',
  yes: 'approve',
  no: 'send-back',
  bulk: 'approve-many',
};

export const REVIEW_MODE: DecisionMode = {
  key: 'review',
  status: 'approved',
  path: '/client/review',
  yes: 'accept',
  no: 'dispute',
  bulk: 'accept-many',
};
