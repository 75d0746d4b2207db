// /dbbs/dbsarea/approve: processed documents, oldest first; one opened read-only to approve or send back.
import { APPROVE_MODE } from '../../features/documents/review/decision-modes';
import { DecisionPage } from '../../features/documents/review/DecisionPage';

export default function DbsApprovePage() {
  return <DecisionPage mode={APPROVE_MODE} />;
}
