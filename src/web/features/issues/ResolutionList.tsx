/**
 * /dbbs/dbsarea/resolution: every open issue in the user's scope, as the server orders it (oldest
 * first; for the client supervisor, those waiting on the client first), with its age; the chosen
 * one's thread to answer, with its document beside it.
 */
import { Alert, Button, Card, Empty, Flex, Grid, Segmented, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { API_PATHS } from '../../../common/api-paths';
import type { IssueInboxRow } from '../../../common/schemas/issue-inbox';
import { useSafeNavigate } from '../../safe-navigation';
import { api } from '../../shared/http/api-client';
import { IssueList } from './IssueList';
import { IssueThreadView } from './IssueThreadView';
import { dataOf, useLoaded } from './use-issue-data';
import { useSelectedIssue } from './use-selected-issue';
import { useShownDocument } from './use-shown-document';

interface Props {
  renderDocument(documentId: string): React.ReactNode;
  /** Where "open the document" goes for this user, if anywhere. */
  documentPath?(issue: IssueInboxRow): string | null;
}

export function ResolutionList({ renderDocument, documentPath }: Props) {
  const { t } = useTranslation('issues');
  const navigate = useSafeNavigate();
  const wide = Grid.useBreakpoint().lg ?? true;
  const [selectedId, select] = useSelectedIssue();
  const [status, setStatus] = useState<'open' | 'resolved'>('open');
  const { state, refetch } = useLoaded(
    () => api.get<IssueInboxRow[]>(API_PATHS.issues.inbox, { query: { status, _start: 0, _end: 200 } }),
    status,
  );
  const issues = dataOf(state) ?? [];
  const selected = issues.find((issue) => issue.id === selectedId);
  const shownDocument = useShownDocument(selectedId, selected);

  return (
    <Flex vertical gap={12} data-testid="resolution-list">
      {state.kind === 'failed' && (
        <Alert
          type="error"
          showIcon
          message={t('loadFailed')}
          description={state.message}
          action={<Button onClick={() => void refetch()}>{t('retry')}</Button>}
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
          <Flex vertical gap={8}>
            <Segmented
              value={status}
              onChange={(value) => setStatus(value as 'open' | 'resolved')}
              options={[
                { value: 'open', label: t('status.open') },
                { value: 'resolved', label: t('status.resolved') },
              ]}
              data-testid="resolution-status"
            />
            <Typography.Text type="secondary">{t('list.count', { count: issues.length })}</Typography.Text>
            <IssueList
              issues={issues}
              selectedId={selectedId}
              onSelect={(issue) => select(issue.id)}
              testId="resolution-issues"
              loading={state.kind === 'loading'}
            />
          </Flex>
        </Card>
        {selectedId ? (
          <Flex vertical gap={16} style={{ minWidth: 0 }}>
            <Card size="small">
              <IssueThreadView
                key={selectedId}
                issueId={selectedId}
                onChanged={() => void refetch()}
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
    </Flex>
  );
}
