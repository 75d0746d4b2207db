/**
 * /dbbs/dbsarea/resolution: every open issue in the user's scope, as the server orders it (oldest
 * first; for the client supervisor, those waiting on the client first), with its age; the chosen
 * one's thread to answer, with its document beside it.
 */
import { Flex, Segmented, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { API_PATHS } from '../../../common/api-paths';
import type { IssueInboxRow } from '../../../common/schemas/issue-inbox';
import { api } from '../../shared/http/api-client';
import { IssueList } from './IssueList';
import { IssueWorkspace } from './IssueWorkspace';
import { dataOf, useLoaded } from './use-issue-data';
import { useSelectedIssue } from './use-selected-issue';

interface Props {
  renderDocument(documentId: string): React.ReactNode;
  /** Where "open the document" goes for this user, if anywhere. */
  documentPath?(issue: IssueInboxRow): string | null;
}

export function ResolutionList({ renderDocument, documentPath }: Props) {
  const { t } = useTranslation('issues');
  const [selectedId, select] = useSelectedIssue();
  const [status, setStatus] = useState<'open' | 'resolved'>('open');
  const loaded = useLoaded(
    () => api.get<IssueInboxRow[]>(API_PATHS.issues.inbox, { query: { status, _start: 0, _end: 200 } }),
    status,
  );
  const { state } = loaded;
  const issues = dataOf(state) ?? [];

  return (
    <Flex vertical gap={12} data-testid="resolution-list">
      <IssueWorkspace
        loaded={loaded}
        renderDocument={renderDocument}
        documentPath={documentPath}
        list={
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
        }
      />
    </Flex>
  );
}
