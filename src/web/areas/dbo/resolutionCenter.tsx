// /dbbs/ResolutionCenter: the issues on the DBO's documents, the thread beside the document.
import { DocumentPreview } from '../../features/documents/review/DocumentPreview';
import { ResolutionCenter } from '../../features/issues/ResolutionCenter';

export default function ResolutionCenterPage() {
  return <ResolutionCenter renderDocument={(documentId) => <DocumentPreview documentId={documentId} />} />;
}
