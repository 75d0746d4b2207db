/** How the files of this session fared: waiting or uploading, accepted, duplicates, rejected. */
import { Card, Flex, Statistic } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { QueueItem } from './upload-queue';

export function UploadSummary({ items }: { items: readonly QueueItem[] }) {
  const { t } = useTranslation('uploads');
  const counts = useMemo(() => {
    const of = (status: string) => items.filter((item) => item.result?.status === status).length;
    return {
      accepted: of('accepted'),
      duplicate: of('duplicate'),
      rejected: of('rejected'),
      pending: items.filter((item) => ['queued', 'uploading', 'checking', 'paused'].includes(item.state)).length,
    };
  }, [items]);
  return (
    <Card size="small">
      <Flex gap={24} wrap data-testid="upload-summary">
        <Statistic title={t('summary.pending')} value={counts.pending} />
        <Statistic title={t('summary.accepted')} value={counts.accepted} />
        <Statistic title={t('summary.duplicate')} value={counts.duplicate} />
        <Statistic title={t('summary.rejected')} value={counts.rejected} />
      </Flex>
    </Card>
  );
}
