// /dbbs/dboarea/processing: the DBO keys a document beside its file (features/documents/processing).
import { ProcessingPage } from '../../features/documents/processing/ProcessingPage';

export default function DboProcessingPage() {
  return <ProcessingPage />;
}
