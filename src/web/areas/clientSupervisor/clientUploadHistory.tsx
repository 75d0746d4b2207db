// /client/uploadhistory: every upload of the tenant, filtered by location, uploader, document
// status and date range, with the filtered set exported as CSV by the server.
import { DownloadOutlined } from '@ant-design/icons';
import { useTable } from '@refinedev/antd';
import { useList, type CrudFilter } from '@refinedev/core';
import { App, Button, DatePicker, Flex, Select, Space } from 'antd';
import type { Dayjs } from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DOCUMENT_STATUSES } from '../../../common/workflow';
import { UPLOAD_HISTORY_CSV_PATH, type UploadHistoryRow } from '../../../common/uploads';
import { downloadCsv } from '../../shared/http/authorized-fetch';
import { UploadsTable } from '../../features/uploads/UploadsTable';

interface Filters {
  locationId?: string;
  uploaderId?: string;
  documentStatus?: string;
  range?: [Dayjs | null, Dayjs | null] | null;
}

function toCrudFilters(filters: Filters): CrudFilter[] {
  const out: CrudFilter[] = [];
  if (filters.locationId) out.push({ field: 'locationId', operator: 'eq', value: filters.locationId });
  if (filters.uploaderId) out.push({ field: 'uploaderId', operator: 'eq', value: filters.uploaderId });
  if (filters.documentStatus) out.push({ field: 'documentStatus', operator: 'eq', value: filters.documentStatus });
  const [from, to] = filters.range ?? [];
  if (from) out.push({ field: 'createdAt', operator: 'gte', value: from.startOf('day').toISOString() });
  if (to) out.push({ field: 'createdAt', operator: 'lte', value: to.endOf('day').toISOString() });
  return out;
}

/** The same filters as the list's query string, for the CSV export. */
function toQuery(filters: CrudFilter[]): string {
  const params = new URLSearchParams();
  for (const filter of filters) {
    if (!('field' in filter)) continue;
    params.set(filter.operator === 'eq' ? filter.field : `${filter.field}_${filter.operator}`, String(filter.value));
  }
  return params.toString();
}

export default function ClientUploadHistoryPage() {
  const { t } = useTranslation('uploads');
  const { message } = App.useApp();
  const [filters, setFilterState] = useState<Filters>({});
  const { tableProps, setFilters } = useTable<UploadHistoryRow>({
    resource: 'upload-history',
    syncWithLocation: false,
    pagination: { pageSize: 25 },
    sorters: { initial: [{ field: 'createdAt', order: 'desc' }] },
  });
  const { result: locations } = useList<{ id: string; name: string }>({
    resource: 'locations',
    pagination: { mode: 'off' },
  });
  const { result: uploaders } = useList<{ id: string; name: string }>({
    resource: 'upload-history/uploaders',
    pagination: { mode: 'off' },
  });

  const change = (next: Filters) => {
    setFilterState(next);
    setFilters(toCrudFilters(next), 'replace');
  };
  const exportCsv = () =>
    void downloadCsv(
      `${UPLOAD_HISTORY_CSV_PATH}?${toQuery(toCrudFilters(filters))}`,
      `uploads-${new Date().toISOString().slice(0, 10)}.csv`,
    ).catch(() => message.error(t('history.exportFailed')));

  return (
    <Space direction="vertical" size="large" style={{ width: '100%' }}>
      <Flex gap={8} wrap align="center" data-testid="history-filters">
        <Select
          allowClear
          placeholder={t('history.location')}
          style={{ minWidth: 180 }}
          value={filters.locationId}
          onChange={(locationId?: string) => change({ ...filters, locationId })}
          options={locations.data.map((l) => ({ value: l.id, label: l.name }))}
        />
        <Select
          allowClear
          placeholder={t('history.uploader')}
          style={{ minWidth: 180 }}
          value={filters.uploaderId}
          onChange={(uploaderId?: string) => change({ ...filters, uploaderId })}
          options={uploaders.data.map((u) => ({ value: u.id, label: u.name }))}
        />
        <Select
          allowClear
          placeholder={t('history.status')}
          style={{ minWidth: 160 }}
          value={filters.documentStatus}
          onChange={(documentStatus?: string) => change({ ...filters, documentStatus })}
          options={DOCUMENT_STATUSES.map((s) => ({ value: s, label: t(`documentStatus.${s}`) }))}
        />
        <DatePicker.RangePicker
          allowEmpty={[true, true]}
          value={filters.range ?? null}
          onChange={(range) => change({ ...filters, range })}
        />
        <Button icon={<DownloadOutlined />} onClick={exportCsv} data-testid="export-csv">
          {t('history.export')}
        </Button>
      </Flex>
      <UploadsTable tableProps={tableProps} showLocation showUploader />
    </Space>
  );
}
