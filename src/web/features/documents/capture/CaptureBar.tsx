/**
 * One line above the form about what the file suggested: still reading, how many values are
 * marked (sure and to check), the vendor profile they came from, and the button that accepts
 * every sure one (Alt+A).
 */
import { Button, Flex, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { DocumentSuggestions } from '../../../../common/schemas/capture';
import type { Marks } from './marks';
import { countMarks } from './marks';

interface Props {
  suggestions: DocumentSuggestions | undefined;
  marks: Marks;
  onAcceptSure(): void;
}

export function CaptureBar({ suggestions, marks, onAcceptSure }: Props) {
  const { t } = useTranslation('processing');
  if (!suggestions || suggestions.status === 'none' || suggestions.status === 'failed') return null;
  if (suggestions.status === 'pending')
    return (
      <Typography.Text type="secondary" data-testid="capture-reading">
        {t('capture.reading')}
      </Typography.Text>
    );
  const { sure, unsure } = countMarks(marks);
  if (sure + unsure === 0) return null;
  return (
    <Flex wrap align="center" gap={8} data-testid="capture-bar" role="status">
      <Typography.Text>{t('capture.marked', { count: sure + unsure, sure })}</Typography.Text>
      {suggestions.profile && (
        <Typography.Text type="secondary">
          {t('capture.profile', { count: suggestions.profile.documentsLearned })}
        </Typography.Text>
      )}
      {sure > 0 && (
        <Button size="small" onClick={onAcceptSure} aria-keyshortcuts="Alt+A" data-testid="capture-accept-sure">
          {t('capture.acceptSure', { count: sure })}
        </Button>
      )}
    </Flex>
  );
}
