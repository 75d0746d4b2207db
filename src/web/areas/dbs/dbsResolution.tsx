// /dbbs/dbsarea/resolution: every open issue in scope, oldest first, answered with the document beside it.
import { useStore } from 'zustand';
import { DocumentPreview } from '../../features/documents/review/DocumentPreview';
import { ResolutionList } from '../../features/issues/ResolutionList';
import { signInStore } from '../../providers/services';
import { openDocumentPath } from '../../shared/open-document/open-document-path';

export default function DbsResolutionPage() {
  const me = useStore(signInStore, (s) => s.user?.id);
  const roles = useStore(signInStore, (s) => s.roles);
  return (
    <ResolutionList
      renderDocument={(documentId) => <DocumentPreview documentId={documentId} />}
      documentPath={(issue) =>
        openDocumentPath(
          { id: issue.documentId, status: issue.documentStatus, assigneeId: issue.assigneeId },
          me,
          roles,
        )
      }
    />
  );
}
