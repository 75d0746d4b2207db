/**
 * The issue pages' working area (the DBO's resolution center, everyone's resolution list): the
 * issues, with the page's own controls, beside the chosen issue's thread, "open the document"
 * when the user has somewhere to open it, and the document under the thread. A failed load
 * says so above, with a retry.
 */
import { Button, Card, Empty, Flex, Grid } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { IssueInboxRow } from '../../../common/schemas/issue-inbox';
import { useSafeNavigate } from '../../safe-navigation';
import { IssueThreadView } from './IssueThreadView';
import { dataOf, type Loaded } from './use-issue-data';
import { useSelectedIssue } from './use-selected-issue';
import { useShownDocument } from './use-shown-document';
import { LoadFailure } from '../../shared/feedback/LoadFailure';

interface Props {
  /** The issue list and its controls. */
  list: ReactNode;
  /** The page's issues, as loaded (use-issue-data.ts). */
  loaded: { state: Loaded<IssueInboxRow[]>; refetch(): Promise<void> };
  /** The document beside the thread, read-only (the area passes the documents feature's view). */
  renderDocument(documentId: string): ReactNode;
  /** Where "open the document" goes for this user, if anywhere. */
  documentPath?(issue: IssueInboxRow): string | null;
}

export function IssueWorkspace({ list, loaded, renderDocument, documentPath }: Props) {
  const { t } = useTranslation('issues');
  const [selectedId] = useSelectedIssue();
  const { state } = loaded;
  const refetch = () => void loaded.refetch();
  const issues = dataOf(state) ?? [];
  const navigate = useSafeNavigate();
  const wide = Grid.useBreakpoint().lg ?? true;
  const selected = issues.find((issue) => issue.id === selectedId);
  const shownDocument = useShownDocument(selectedId, selected);
  return (
    <>
      {state.kind === 'failed' && (
        <LoadFailure title={t('loadFailed')} reason={state.message} onRetry={refetch} testId="resolution-failed" />
      )}
      <div
        style={{
          display: 'grid',
          gridTemplateColumns: wide ? 'minmax(260px, 1fr) minmax(0, 3fr)' : 'minmax(0, 1fr)',
          gap: 16,
          alignItems: 'start',
        }}
      >
        <Card size="small">{list}</Card>
        {selectedId ? (
          <Flex vertical gap={16} style={{ minWidth: 0 }}>
            <Card size="small">
              <IssueThreadView
                key={selectedId}
                issueId={selectedId}
                onChanged={refetch}
                extra={(issue) => {
                  const to = documentPath?.(issue);
                  return (
                    to && (
                      <Button onClick={() => navigate(to)} data-testid="resolution-open-document">
                        {t('openDocument')}
                      </Button>
                    )
                  );
                }}
              />
            </Card>
            {shownDocument && renderDocument(shownDocument)}
          </Flex>
        ) : (
          <Card>
            <Empty description={t('pickOne')} data-testid="resolution-pick-one" />
          </Card>
        )}
      </div>
    </>
  );
}
