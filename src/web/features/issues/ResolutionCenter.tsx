/**
 * /dbbs/ResolutionCenter: the issues on the DBO's documents, split into "waiting on me" and
 * "waiting on others"; the chosen issue's thread beside a preview of its document, with answer,
 * resolve and "open the document".
 */
import { Alert, Button, Card, Empty, Flex, Grid, Tabs, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { API_PATHS } from '../../../common/api-paths';
import type { IssueInboxRow } from '../../../common/schemas/issue-inbox';
import { useSafeNavigate } from '../../safe-navigation';
import { api } from '../../shared/http/api-client';
import { processingPath } from '../../shared/open-document/open-document-path';
import { IssueList } from './IssueList';
import { IssueThreadView } from './IssueThreadView';
import { dataOf, useLoaded } from './use-issue-data';
import { useSelectedIssue } from './use-selected-issue';
import { useShownDocument } from './use-shown-document';

interface Props {
  /** The document beside the thread, read-only (the area passes the documents feature's view). */
  renderDocument(documentId: string): React.ReactNode;
}

export function ResolutionCenter({ renderDocument }: Props) {
  const { t } = useTranslation('issues');
  const navigate = useSafeNavigate();
  const wide = Grid.useBreakpoint().lg ?? true;
  const [selectedId, select] = useSelectedIssue();
  const { state, refetch } = useLoaded(
    () => api.get<IssueInboxRow[]>(API_PATHS.issues.inbox, { query: { mine: true, status: 'open' } }),
    'mine',
  );
  const issues = dataOf(state) ?? [];
  const onMe = issues.filter((issue) => issue.waitingOn === 'back_office');
  const onOthers = issues.filter((issue) => issue.waitingOn === 'client');
  const selected: IssueInboxRow | undefined = issues.find((issue) => issue.id === selectedId);
  const shownDocument = useShownDocument(selectedId, selected);

  const list = (rows: IssueInboxRow[], testId: string, emptyText: string) => (
    <IssueList
      issues={rows}
      selectedId={selectedId}
      onSelect={(issue) => select(issue.id)}
      testId={testId}
      loading={state.kind === 'loading'}
      emptyText={emptyText}
    />
  );

  return (
    <Flex vertical gap={12} style={{ padding: 16 }} data-testid="resolution-center">
      <Typography.Title level={4} style={{ margin: 0 }}>
        {t('center.title')}
      </Typography.Title>
      {state.kind === 'failed' && (
        <Alert
          type="error"
          showIcon
          message={t('loadFailed')}
          description={state.message}
          action={<Button onClick={() => void refetch()}>{t('retry')}</Button>}
          data-testid="resolution-failed"
        />
      )}
      <div
        style={{
          display: 'grid',
          gridTemplateColumns: wide ? 'minmax(260px, 1fr) minmax(0, 3fr)' : 'minmax(0, 1fr)',
          gap: 16,
          alignItems: 'start',
        }}
      >
        <Card size="small">
          <Tabs
            items={[
              {
                key: 'me',
                label: `${t('center.waitingOnMe')} (${onMe.length})`,
                children: list(onMe, 'resolution-waiting-on-me', t('center.nothingOnMe')),
              },
              {
                key: 'others',
                label: `${t('center.waitingOnOthers')} (${onOthers.length})`,
                children: list(onOthers, 'resolution-waiting-on-others', t('center.nothingOnOthers')),
              },
            ]}
          />
        </Card>
        {selectedId ? (
          <Flex vertical gap={16} style={{ minWidth: 0 }}>
            <Card size="small">
              <IssueThreadView
                key={selectedId}
                issueId={selectedId}
                onChanged={() => void refetch()}
                extra={(issue) => (
                  <Button
                    data-testid="resolution-open-document"
                    onClick={() => navigate(processingPath(issue.documentId))}
                  >
                    {t('openDocument')}
                  </Button>
                )}
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
    </Flex>
  );
}
