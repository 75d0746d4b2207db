// /client/review: the tenant's approved documents, live; one opened read-only to accept or dispute.
import { Flex } from 'antd';
import { REVIEW_MODE } from '../../features/documents/review/decision-modes';
import { DecisionPage } from '../../features/documents/review/DecisionPage';
import { HowThisWorks } from '../../shared/help/HowThisWorks';

export default function ClientReviewPage() {
  return (
    <Flex vertical gap="small">
      <HowThisWorks screen="review" />
      <DecisionPage mode={REVIEW_MODE} />
    </Flex>
  );
}
