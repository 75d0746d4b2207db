/** A hit's snippet: the matched words in <mark>, all text as text (never as HTML). */
import { Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { SearchSnippet } from '../../../common/schemas/archive';

export function SnippetText({ snippet }: { snippet: SearchSnippet }) {
  const { t } = useTranslation('archive');
  return (
    <Typography.Paragraph style={{ margin: 0 }} data-testid="archive-snippet">
      <Typography.Text type="secondary">{t(`field.${snippet.field}`)}: </Typography.Text>
      {snippet.parts.map((part, index) =>
        part.hit ? <mark key={index}>{part.text}</mark> : <span key={index}>{part.text}</span>,
      )}
    </Typography.Paragraph>
  );
}
