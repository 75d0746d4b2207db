// /dbbs/ProcessDocs: the same document list as /dbbs/dbsarea/document, for everyone who may
// follow the documents' processing.
import { DocumentList } from '../../features/queue/DocumentList';

export default function ProcessDocsPage() {
  return <DocumentList />;
}
