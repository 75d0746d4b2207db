/**
 * The DBO's queue (/dbbs/dbo): their assigned, processing and on-hold documents by due time,
 * documents sent back from review first with the reason in view, overdue ones highlighted, and
 * Start next. It follows the live stream. A search box finds one document by file name, vendor
 * or number (the URL's `?q=`, matched by the server).
 */
import { Alert, Button, Card, Empty, Flex, Result, Skeleton, Table, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useOverdueRow } from '../../shared/due/use-overdue-row';
import { DocumentSearch, useDocumentSearch } from './DocumentSearch';
import type { DocumentListRow } from './queue-types';
import { StartNextButton } from './StartNextButton';
import { useMyQueue } from './use-queue-data';
import { processingUrl } from './use-start-next';
import { dueColumn, placeColumn, statusColumn } from '../../shared/list/document-columns';
import { LoadFailure } from '../../shared/feedback/LoadFailure';

export function MyQueue() {
  const { t } = useTranslation('queue');
  const [searchText] = useDocumentSearch();
  const { data, isLoading, error, refetch } = useMyQueue(searchText);
  const [nothingWaiting, setNothingWaiting] = useState(false);
  const overdueRow = useOverdueRow();
  // The server's order: sent back first, then by due time.
  const rows = useMemo(() => data ?? [], [data]);

  return (
    <Flex vertical gap="large" data-testid="dbo-queue">
      <Flex gap="middle" wrap align="center" justify="space-between">
        <Typography.Text type="secondary">{t('myQueue.intro')}</Typography.Text>
        <StartNextButton onNothingWaiting={() => setNothingWaiting(true)} />
      </Flex>
      <DocumentSearch testId="dbo-queue-search" />
      {nothingWaiting && (
        <Result
          status="info"
          title={t('startNext.nothingWaiting')}
          subTitle={t('startNext.nothingWaitingHint')}
          extra={<Button onClick={() => setNothingWaiting(false)}>{t('startNext.dismiss')}</Button>}
          data-testid="dbo-nothing-waiting"
        />
      )}
      {error && (
        <LoadFailure title={t('loadFailed')} reason={error} onRetry={() => void refetch()} testId="dbo-error" />
      )}
      {isLoading ? (
        <Skeleton active paragraph={{ rows: 5 }} />
      ) : (
        <Card size="small" title={t('myQueue.title', { count: rows.length })}>
          <Table<DocumentListRow>
            size="middle"
            rowKey="id"
            dataSource={rows}
            pagination={rows.length > 50 ? { pageSize: 50, size: 'small' } : false}
            scroll={{ x: 640 }}
            locale={{
              emptyText: (
                <Empty
                  image={Empty.PRESENTED_IMAGE_SIMPLE}
                  description={searchText ? t('search.noMatch', { q: searchText }) : t('myQueue.empty')}
                />
              ),
            }}
            onRow={(row) =>
              ({
                ...overdueRow(row.overdue),
                'data-testid': `dbo-queue-row-${row.id}`,
              }) as React.HTMLAttributes<HTMLElement>
            }
            data-testid="dbo-queue-table"
          >
            <Table.Column<DocumentListRow>
              title={t('column.document')}
              dataIndex="title"
              render={(title: string, row) => (
                <Flex vertical gap={4}>
                  <Typography.Text strong>{title}</Typography.Text>
                  {(row.vendor || row.docNumber) && (
                    <Typography.Text type="secondary">
                      {[row.vendor, row.docNumber].filter(Boolean).join(' · ')}
                    </Typography.Text>
                  )}
                  {row.sentBack && (
                    <Alert
                      type="warning"
                      showIcon
                      message={
                        row.sentBackCode ? `${t('myQueue.sentBack')} · ${row.sentBackCode}` : t('myQueue.sentBack')
                      }
                      description={row.sentBackReason ?? undefined}
                      data-testid={`dbo-sent-back-${row.id}`}
                    />
                  )}
                </Flex>
              )}
            />
            {statusColumn<DocumentListRow>(t('column.status'))}
            {placeColumn<DocumentListRow>(t('column.place'), (row) => [row.tenantName, row.locationName])}
            {dueColumn<DocumentListRow>(t('column.due'), (row) => row.overdue)}
            <Table.Column<DocumentListRow>
              title={t('column.actions')}
              key="open"
              render={(_, row) => (
                <Link to={processingUrl(row.id)} data-testid={`dbo-open-${row.id}`}>
                  {t('myQueue.open')}
                </Link>
              )}
            />
          </Table>
        </Card>
      )}
    </Flex>
  );
}
