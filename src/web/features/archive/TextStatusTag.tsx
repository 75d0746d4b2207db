/** Where a document's text extraction stands: pending, done, failed or no text. */
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import type { TextStatus } from '../../../common/schemas/archive';

const COLOURS: Record<TextStatus, string> = {
  pending: 'processing',
  done: 'success',
  failed: 'error',
  none: 'default',
};

export function TextStatusTag({ status }: { status: TextStatus | null }) {
  const { t } = useTranslation('archive');
  const shown = status ?? 'pending';
  return (
    <Tag color={COLOURS[shown]} data-testid="archive-text-status">
      {t(`textStatus.${shown}`)}
    </Tag>
  );
}
