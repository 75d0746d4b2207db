// /client/today-uploads: today's uploads at the chosen location with each document's workflow
// status, updated live. The list reads /api/upload-history (not a REST resource, so it has no
// channel of its own): it refetches when the server announces a change on `resources/uploads`
// or `resources/documents` (an upload lands, a document moves on), with a slow poll behind it
// in case the live stream is down.
import { useTable } from '@refinedev/antd';
import { useSubscription } from '@refinedev/core';
import { Space, Typography } from 'antd';
import { useEffect, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { UploadHistoryRow } from '../../../common/uploads';
import { ChosenLocationBar } from '../../features/uploads/ChosenLocationBar';
import { useChosenLocation } from '../../features/uploads/chosen-location';
import { UploadsTable } from '../../features/uploads/UploadsTable';

/** The fallback poll, should the live stream be down. */
const FALLBACK_REFRESH_MS = 60_000;
/** Events come in bursts (an upload is an upload and a document): one refetch per burst. */
const BURST_MS = 300;

function startOfToday(): string {
  const now = new Date();
  return new Date(now.getFullYear(), now.getMonth(), now.getDate()).toISOString();
}

export default function ClientTodayUploadsPage() {
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

  const pending = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const refetch = useRef(tableQuery.refetch);
  refetch.current = tableQuery.refetch;
  useEffect(() => () => clearTimeout(pending.current), []);
  const onLiveEvent = () => {
    if (pending.current) return;
    pending.current = setTimeout(() => {
      pending.current = undefined;
      void refetch.current();
    }, BURST_MS);
  };
  useSubscription({ channel: 'resources/uploads', types: ['*'], enabled: Boolean(chosen), onLiveEvent });
  useSubscription({ channel: 'resources/documents', types: ['*'], enabled: Boolean(chosen), onLiveEvent });

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
