/**
 * The mark of a value suggested from the file: its confidence, green when sure and gold when
 * it deserves a look. Screen readers hear it as part of the field's name.
 */
import { Tag, Tooltip } from 'antd';
import { useTranslation } from 'react-i18next';
import type { Mark } from './marks';

export function SuggestionMark({ mark, testId }: { mark: Mark; testId?: string }) {
  const { t } = useTranslation('processing');
  const percent = Math.round(mark.confidence * 100);
  return (
    <Tooltip title={t('capture.markHint')}>
      <Tag
        color={mark.sure ? 'success' : 'warning'}
        bordered={false}
        style={{ marginInlineEnd: 0, fontSize: 11, lineHeight: '16px', paddingInline: 4 }}
        data-testid={testId}
        data-sure={mark.sure || undefined}
        aria-label={t('capture.mark', { percent })}
      >
        {percent} %
      </Tag>
    </Tooltip>
  );
}
