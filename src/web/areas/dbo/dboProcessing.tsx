// /dbbs/dboarea/processing: the DBO keys a document beside its file (features/documents/processing),
// with the training page tied to this screen, if one is published.
import { Flex } from 'antd';
import { ProcessingPage } from '../../features/documents/processing/ProcessingPage';
import { HowThisWorks } from '../../shared/help/HowThisWorks';

export default function DboProcessingPage() {
  return (
    <Flex vertical gap="small">
      <HowThisWorks screen="processing" />
      <ProcessingPage />
    </Flex>
  );
}
