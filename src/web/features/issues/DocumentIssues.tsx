/** The issues of one document with their threads (a document's story shows them all). */
import { Collapse, Empty, Spin, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { API_PATHS } from '../../../common/api-paths';
import type { IssueInboxRow } from '../../../common/schemas/issue-inbox';
import { api } from '../../shared/http/api-client';
import { IssueThreadView } from './IssueThreadView';
import { dataOf, useLoaded } from './use-issue-data';

export function DocumentIssues({ documentId }: { documentId: string }) {
  const { t } = useTranslation('issues');
  const { state, refetch } = useLoaded(async () => {
    const [open, resolved] = await Promise.all([
      api.get<IssueInboxRow[]>(API_PATHS.issues.inbox, { query: { documentId, status: 'open' } }),
      api.get<IssueInboxRow[]>(API_PATHS.issues.inbox, { query: { documentId, status: 'resolved' } }),
    ]);
    return [...open, ...resolved];
  }, documentId);
  const issues = dataOf(state);
  if (!issues) return state.kind === 'loading' ? <Spin /> : <Empty description={t('loadFailed')} />;
  if (issues.length === 0) return <Empty description={t('noIssues')} data-testid="document-issues-empty" />;
  return (
    <Collapse
      data-testid="document-issues"
      // A document has few issues: its story shows every thread open.
      defaultActiveKey={issues.map((issue) => issue.id)}
      items={issues.map((issue) => ({
        key: issue.id,
        label: (
          <span>
            {issue.subject}{' '}
            <Tag color={issue.status === 'open' ? 'warning' : 'success'}>{t(`status.${issue.status}`)}</Tag>
          </span>
        ),
        children: <IssueThreadView issueId={issue.id} onChanged={() => void refetch()} />,
      }))}
    />
  );
}
