/** The oldest document still waiting for someone to take it: how long it has waited, its time left. */
import { Descriptions, Empty } from 'antd';
import { useTranslation } from 'react-i18next';
import { DueTime } from '../../shared/due/DueTime';
import { formatDateTime } from '../../shared/due/overdue';
import type { OldestWaitingDocument } from './queue-types';

export function OldestWaiting({ document }: { document: OldestWaitingDocument | null }) {
  const { t, i18n } = useTranslation('queue');
  if (!document) return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('dashboard.nothingWaiting')} />;
  const days = Math.floor((Date.now() - new Date(document.createdAt).getTime()) / 86_400_000);
  return (
    <Descriptions size="small" column={1} data-testid="dbs-oldest" data-document-id={document.id}>
      <Descriptions.Item label={t('column.document')}>{document.title}</Descriptions.Item>
      <Descriptions.Item label={t('column.place')}>
        {document.tenantName} · {document.locationName}
      </Descriptions.Item>
      <Descriptions.Item label={t('column.received')}>
        {formatDateTime(document.createdAt, i18n.language)} ({t('dashboard.waitedDays', { count: days })})
      </Descriptions.Item>
      <Descriptions.Item label={t('column.due')}>
        <DueTime dueAt={document.dueAt} overdue={false} sla={document} />
      </Descriptions.Item>
    </Descriptions>
  );
}
