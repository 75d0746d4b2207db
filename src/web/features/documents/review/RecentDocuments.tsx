/**
 * The details page without a document: the user's most recent documents (the server's list, in
 * their scope as always), newest first, each opening its story on this page.
 */
import { useList } from '@refinedev/core';
import { Card, Table } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import type { DocumentListEntry } from '../../../../common/schemas/document';
import { apiProblem } from '../../../shared/http/api-problem';
import { receivedColumn, statusColumn } from '../../../shared/list/document-columns';

const RECENT = 10;

export function RecentDocuments() {
  const { t, i18n } = useTranslation('review');
  const { pathname } = useLocation();
  const { result, query } = useList<DocumentListEntry>({
    resource: 'documents',
    pagination: { currentPage: 1, pageSize: RECENT },
    sorters: [{ field: 'createdAt', order: 'desc' }],
    errorNotification: (error) => ({ type: 'error', message: t('loadFailed'), description: apiProblem(error).message }),
  });
  return (
    <Card size="small" title={t('details.recent')} data-testid="details-recent">
      <Table<DocumentListEntry>
        rowKey="id"
        size="small"
        pagination={false}
        loading={query.isLoading}
        dataSource={result.data}
        scroll={{ x: 640 }}
        locale={{ emptyText: t('details.noRecent') }}
        onRow={(row) => ({ 'data-testid': `details-recent-${row.id}` }) as React.HTMLAttributes<HTMLElement>}
      >
        <Table.Column<DocumentListEntry>
          title={t('column.document')}
          dataIndex="title"
          render={(title: string, row) => (
            <Link to={`${pathname}?document=${encodeURIComponent(row.id)}`} data-testid={`details-pick-${row.id}`}>
              {title}
            </Link>
          )}
        />
        {statusColumn<DocumentListEntry>(t('column.status'))}
        <Table.Column<DocumentListEntry> title={t('column.vendor')} dataIndex="vendor" />
        <Table.Column<DocumentListEntry> title={t('column.number')} dataIndex="docNumber" />
        {receivedColumn<DocumentListEntry>(t('column.received'), i18n.language)}
      </Table>
    </Card>
  );
}
