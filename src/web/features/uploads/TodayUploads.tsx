/**
 * Today's uploads at the chosen location with each document's workflow status, updated live.
 * The list reads /api/upload-history (not a REST resource, so it has no channel of its own): it
 * refetches when the server announces a change on `resources/uploads` or `resources/documents`
 * (an upload lands, a document moves on), with a slow poll behind it in case the live stream is
 * down.
 */
import { useTable } from '@refinedev/antd';
import { Space, Typography } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { UploadHistoryRow } from '../../../common/uploads';
import { ChosenLocationBar } from './ChosenLocationBar';
import { useChosenLocation } from './chosen-location';
import { UploadsTable } from './UploadsTable';
import { useLiveRefetch } from './use-live-refetch';

/** The fallback poll, should the live stream be down. */
const FALLBACK_REFRESH_MS = 60_000;

function startOfToday(): string {
  const now = new Date();
  return new Date(now.getFullYear(), now.getMonth(), now.getDate()).toISOString();
}

export function TodayUploads() {
  const { t } = useTranslation('uploads');
  const [chosen] = useChosenLocation();
  const since = useMemo(startOfToday, []);
  const { tableProps, tableQuery } = useTable<UploadHistoryRow>({
    resource: 'upload-history',
    syncWithLocation: false,
    liveMode: 'off',
    pagination: { pageSize: 25 },
    sorters: { initial: [{ field: 'createdAt', order: 'desc' }] },
    filters: {
      permanent: [
        { field: 'locationId', operator: 'eq', value: chosen?.id ?? 'none' },
        { field: 'createdAt', operator: 'gte', value: since },
      ],
    },
    queryOptions: { enabled: Boolean(chosen), refetchInterval: FALLBACK_REFRESH_MS },
  });

  useLiveRefetch(tableQuery.refetch, ['resources/uploads', 'resources/documents'], Boolean(chosen));

  return (
    <Space direction="vertical" size="large" style={{ width: '100%' }}>
      <ChosenLocationBar />
      {chosen && (
        <>
          <Typography.Text type="secondary">{t('today.refreshing')}</Typography.Text>
          <UploadsTable tableProps={tableProps} showUploader />
        </>
      )}
    </Space>
  );
}
