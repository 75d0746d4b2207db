// /client/review: the tenant's approved documents, live; one opened read-only to accept or dispute.
import { REVIEW_MODE } from '../../features/documents/review/decision-modes';
import { DecisionPage } from '../../features/documents/review/DecisionPage';

export default function ClientReviewPage() {
  return <DecisionPage mode={REVIEW_MODE} />;
}
