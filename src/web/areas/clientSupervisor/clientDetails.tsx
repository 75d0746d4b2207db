// /client/details?document=<id>: a document's whole story, with its issues' threads beside it.
import { DocumentDetails } from '../../features/documents/review/DocumentDetails';
import { DocumentIssues } from '../../features/issues/DocumentIssues';

export default function ClientDetailsPage() {
  return <DocumentDetails renderIssues={(documentId) => <DocumentIssues documentId={documentId} />} />;
}
