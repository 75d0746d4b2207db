/**
 * The archive (/dbbs/archives): full-text search over the documents in the caller's scope,
 * with filters, hits with snippets, and paging. The query lives in the URL. The page may add
 * actions over the filter and the picked hits (the Export menu, from the area, as a render
 * prop): the hits then get checkboxes, and the picks are kept across pages.
 */
import { Alert, Empty, Flex, List, Space, Typography, message } from 'antd';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import type { DocumentSearchResult } from '../../../common/schemas/archive';
import type { ExportFilterValues } from '../../../common/schemas/exports';
import { API_PATHS } from '../../../common/api-paths';
import { useApiQuery } from '../../shared/http/use-api-query';
import { ArchiveFilters } from './ArchiveFilters';
import { ArchiveHit } from './ArchiveHit';
import {
  ARCHIVE_PAGE_SIZE,
  exportFilter,
  readArchiveQuery,
  searchApiQuery,
  writeArchiveQuery,
  type ArchiveQuery,
} from './archive-query';

/** What the page's actions act on: the filter and the hits picked. */
export interface ArchiveActionsInput {
  filter: ExportFilterValues;
  selectedIds: readonly string[];
  hasWords: boolean;
}

export function ArchiveSearch({ actions }: { actions?: (input: ArchiveActionsInput) => ReactNode } = {}) {
  const { t } = useTranslation('archive');
  const [params, setParams] = useSearchParams();
  const query = readArchiveQuery(params);
  const { data, isLoading, error } = useApiQuery<DocumentSearchResult>(API_PATHS.documents.search, {
    query: searchApiQuery(query),
  });
  const [toast, toastHolder] = message.useMessage();
  const change = (next: ArchiveQuery) => setParams(writeArchiveQuery(next));
  const searched = Boolean(query.q);
  const [selectedIds, setSelectedIds] = useState<readonly string[]>([]);
  const select = (id: string, selected: boolean) =>
    setSelectedIds((ids) => (selected ? [...ids.filter((one) => one !== id), id] : ids.filter((one) => one !== id)));

  return (
    <Space direction="vertical" size="large" style={{ width: '100%' }} data-testid="archive">
      {toastHolder}
      <ArchiveFilters query={query} onChange={change} />
      {error ? <Alert type="error" showIcon message={t('failed')} /> : null}
      <Flex justify="space-between" align="center" wrap gap={8}>
        {data ? (
          <Typography.Text type="secondary" data-testid="archive-total">
            {data.totalCapped ? t('totalCapped', { count: data.total }) : t('total', { count: data.total })}
          </Typography.Text>
        ) : (
          <span />
        )}
        {actions?.({ filter: exportFilter(query), selectedIds, hasWords: searched })}
      </Flex>
      <List
        loading={isLoading}
        dataSource={data?.hits ?? []}
        rowKey="id"
        locale={{
          emptyText: (
            <Empty
              data-testid={searched ? 'archive-no-hits' : 'archive-empty'}
              description={searched ? t('noHits', { q: query.q }) : t('empty')}
            />
          ),
        }}
        pagination={
          data && data.total > ARCHIVE_PAGE_SIZE
            ? {
                current: query.page,
                pageSize: ARCHIVE_PAGE_SIZE,
                total: data.total,
                showSizeChanger: false,
                onChange: (page) => change({ ...query, page }),
              }
            : false
        }
        renderItem={(hit) => (
          <ArchiveHit
            hit={hit}
            onDownloadFailed={() => void toast.error(t('downloadFailed'))}
            selection={
              actions
                ? { selected: selectedIds.includes(hit.id), onChange: (selected) => select(hit.id, selected) }
                : undefined
            }
          />
        )}
      />
    </Space>
  );
}
