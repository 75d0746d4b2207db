/**
 * The two pages that decide on a finished document, as data: the DBS supervisor's approval of a
 * processed document (or its send-back), and the client's review of an approved one (accept, which
 * archives, or dispute). One page component reads its mode from here.
 */
import { API_PATHS } from '../../../../common/api-paths';

/** A step on one document (POST /api/documents/:id/<step>), at the version read. */
export type DecisionStep = 'approve' | 'send-back' | 'accept' | 'dispute';

export interface DecisionMode {
  key: 'approve' | 'review';
  /** The documents the page lists. */
  status: 'processed' | 'approved';
  /** The page's own path, to which `?document=` is added. */
  path: string;
  yes: DecisionStep;
  no: DecisionStep;
  /** The route that takes the step on many documents at once. */
  bulk: typeof API_PATHS.documents.approveMany | typeof API_PATHS.documents.acceptMany;
}

export const APPROVE_MODE: DecisionMode = {
  key: 'approve',
  status: 'processed',
  path: '/dbbs/dbsarea/approve',
  yes: 'approve',
  no: 'send-back',
  bulk: API_PATHS.documents.approveMany,
};

export const REVIEW_MODE: DecisionMode = {
  key: 'review',
  status: 'approved',
  path: '/client/review',
  yes: 'accept',
  no: 'dispute',
  bulk: API_PATHS.documents.acceptMany,
};
