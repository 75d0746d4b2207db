/** A due-time cell: the time in the user's language, with an "Overdue" tag when it has passed. */
import { Space, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from './overdue';

export function DueTime({ dueAt, overdue }: { dueAt: string | null | undefined; overdue: boolean }) {
  const { t, i18n } = useTranslation('shared');
  if (!dueAt) return <Typography.Text type="secondary">{t('due.none')}</Typography.Text>;
  return (
    <Space size={4} wrap>
      <Typography.Text type={overdue ? 'danger' : undefined}>{formatDateTime(dueAt, i18n.language)}</Typography.Text>
      {overdue && (
        <Tag color="error" data-testid="overdue-tag">
          {t('due.overdue')}
        </Tag>
      )}
    </Space>
  );
}
