/**
 * The document of the issue shown: kept while the issue leaves the list (resolved, or answered
 * into the other tab), so the preview does not vanish under the thread just acted on.
 */
import { useEffect, useState } from 'react';
import type { IssueInboxRow } from '../../../common/schemas/issue-inbox';

export function useShownDocument(selectedId: string | null, selected: IssueInboxRow | undefined): string | undefined {
  const [shown, setShown] = useState<{ issueId: string; documentId: string } | undefined>(undefined);
  useEffect(() => {
    if (selected) setShown({ issueId: selected.id, documentId: selected.documentId });
  }, [selected]);
  if (selected) return selected.documentId;
  return shown && shown.issueId === selectedId ? shown.documentId : undefined;
}
