/**
 * Renders content markdown safely: react-markdown builds React elements (raw HTML in the text is
 * shown as text, since rehype-raw is not used) and drops javascript: and other unsafe links.
 */
import { Typography } from 'antd';
import ReactMarkdown from 'react-markdown';

export function Markdown({ text, testId }: { text: string; testId?: string }) {
  return (
    <Typography data-testid={testId}>
      <ReactMarkdown skipHtml>{text}</ReactMarkdown>
    </Typography>
  );
}
