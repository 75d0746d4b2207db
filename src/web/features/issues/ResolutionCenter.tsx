/**
 * /dbbs/ResolutionCenter: the issues on the DBO's documents, split into "waiting on me" and
 * "waiting on others"; the chosen issue's thread beside a preview of its document, with answer,
 * resolve and "open the document".
 */
import { Flex, Tabs, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { API_PATHS } from '../../../common/api-paths';
import type { IssueInboxRow } from '../../../common/schemas/issue-inbox';
import { api } from '../../shared/http/api-client';
import { processingPath } from '../../shared/open-document/open-document-path';
import { IssueList } from './IssueList';
import { IssueWorkspace } from './IssueWorkspace';
import { dataOf, useLoaded } from './use-issue-data';
import { useSelectedIssue } from './use-selected-issue';

interface Props {
  /** The document beside the thread, read-only (the area passes the documents feature's view). */
  renderDocument(documentId: string): React.ReactNode;
}

export function ResolutionCenter({ renderDocument }: Props) {
  const { t } = useTranslation('issues');
  const [selectedId, select] = useSelectedIssue();
  const loaded = useLoaded(
    () => api.get<IssueInboxRow[]>(API_PATHS.issues.inbox, { query: { mine: true, status: 'open' } }),
    'mine',
  );
  const { state } = loaded;
  const issues = dataOf(state) ?? [];
  const onMe = issues.filter((issue) => issue.waitingOn === 'back_office');
  const onOthers = issues.filter((issue) => issue.waitingOn === 'client');

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
      <IssueWorkspace
        loaded={loaded}
        renderDocument={renderDocument}
        documentPath={(issue) => processingPath(issue.documentId)}
        list={
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
        }
      />
    </Flex>
  );
}
