// /dbbs/dbsarea/approve: processed documents, oldest first; one opened read-only to approve or send back.
import { Flex } from 'antd';
import { APPROVE_MODE } from '../../features/documents/review/decision-modes';
import { DecisionPage } from '../../features/documents/review/DecisionPage';
import { HowThisWorks } from '../../shared/help/HowThisWorks';

export default function DbsApprovePage() {
  return (
    <Flex vertical gap="small">
      <HowThisWorks screen="approve" />
      <DecisionPage mode={APPROVE_MODE} />
    </Flex>
  );
}
