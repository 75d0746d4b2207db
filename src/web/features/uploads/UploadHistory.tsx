/**
 * Every upload of the tenant, filtered by location, uploader, document status and date range,
 * with the filtered set exported as CSV by the server.
 */
import { useTable } from '@refinedev/antd';
import { App, Space } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { API_PATHS } from '../../../common/api-paths';
import type { UploadHistoryRow } from '../../../common/uploads';
import { downloadFromApi } from '../../shared/http/download';
import { toCrudFilters, toQuery, type HistoryFilters } from './upload-history-filters';
import { UploadHistoryFilters } from './UploadHistoryFilters';
import { UploadsTable } from './UploadsTable';

export function UploadHistory() {
  const { t } = useTranslation('uploads');
  const { message } = App.useApp();
  const [filters, setFilterState] = useState<HistoryFilters>({});
  const { tableProps, setFilters } = useTable<UploadHistoryRow>({
    resource: 'upload-history',
    syncWithLocation: false,
    pagination: { pageSize: 25 },
    sorters: { initial: [{ field: 'createdAt', order: 'desc' }] },
  });

  const change = (next: HistoryFilters) => {
    setFilterState(next);
    setFilters(toCrudFilters(next), 'replace');
  };
  const exportCsv = () =>
    void downloadFromApi(
      API_PATHS.uploadHistory.exportCsv,
      { query: toQuery(toCrudFilters(filters)) },
      `uploads-${new Date().toISOString().slice(0, 10)}.csv`,
    ).catch(() => message.error(t('history.exportFailed')));

  return (
    <Space direction="vertical" size="large" style={{ width: '100%' }}>
      <UploadHistoryFilters filters={filters} onChange={change} onExport={exportCsv} />
      <UploadsTable tableProps={tableProps} showLocation showUploader />
    </Space>
  );
}
