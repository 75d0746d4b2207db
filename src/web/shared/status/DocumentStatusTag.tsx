/** A document's workflow status as a coloured tag (antd's preset colours follow the theme). */
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';

const COLOURS: Record<string, string> = {
  new: 'blue',
  assigned: 'geekblue',
  processing: 'processing',
  on_hold: 'warning',
  processed: 'cyan',
  approved: 'success',
  archived: 'default',
};

export function DocumentStatusTag({ status }: { status: string | null }) {
  const { t } = useTranslation('uploads');
  if (!status) return <Tag>{t('documentStatus.none')}</Tag>;
  return (
    <Tag color={COLOURS[status] ?? 'default'} data-testid="document-status">
      {t(`documentStatus.${status}`)}
    </Tag>
  );
}
