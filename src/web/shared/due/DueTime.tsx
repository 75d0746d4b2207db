/**
 * A due-time cell: the time in the user's language, with an "Overdue" tag when it has passed,
 * and, given the document's SLA clock, the business time left under it.
 */
import { Space, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { SlaView } from '../../../common/sla';
import { formatDateTime } from './overdue';
import { TimeLeft } from './TimeLeft';

export function DueTime({
  dueAt,
  overdue,
  sla,
}: {
  dueAt: string | null | undefined;
  overdue: boolean;
  sla?: SlaView;
}) {
  const { t, i18n } = useTranslation('shared');
  if (!dueAt) return <Typography.Text type="secondary">{t('due.none')}</Typography.Text>;
  return (
    <Space direction="vertical" size={0}>
      <Space size={4} wrap>
        <Typography.Text type={overdue ? 'danger' : undefined}>{formatDateTime(dueAt, i18n.language)}</Typography.Text>
        {overdue && (
          <Tag color="error" data-testid="overdue-tag">
            {t('due.overdue')}
          </Tag>
        )}
      </Space>
      {sla && <TimeLeft view={sla} />}
    </Space>
  );
}
