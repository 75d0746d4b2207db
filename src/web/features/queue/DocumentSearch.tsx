/**
 * Finding one document by its file name, vendor or number: a search box whose text lives in the
 * URL (`?q=`), like the list's other filters, so a link, a reload or the back button keeps it.
 * The server matches it (`q` on the document list, the queue's own `q`), in the caller's scope.
 */
import { Input } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';

const KEY = 'q';
/** As long as the server takes. */
export const SEARCH_MAX_LENGTH = 200;

/** The search text the URL holds (trimmed; empty when none), and a setter that writes it there. */
export function useDocumentSearch() {
  const [params, setParams] = useSearchParams();
  const text = (params.get(KEY) ?? '').trim().slice(0, SEARCH_MAX_LENGTH);
  const setText = (next: string) =>
    setParams(
      (current) => {
        const updated = new URLSearchParams(current);
        if (next.trim()) updated.set(KEY, next.trim());
        else updated.delete(KEY);
        return updated;
      },
      { replace: true },
    );
  return [text, setText] as const;
}

export function DocumentSearch({ testId, onSearch }: { testId: string; onSearch?: () => void }) {
  const { t } = useTranslation('queue');
  const [text, setText] = useDocumentSearch();
  const [draft, setDraft] = useState(text);
  // The URL may change under the box (back button, a link): show what it says.
  useEffect(() => setDraft(text), [text]);
  const search = (value: string) => {
    setText(value);
    onSearch?.();
  };
  return (
    <Input.Search
      allowClear
      value={draft}
      maxLength={SEARCH_MAX_LENGTH}
      onChange={(event) => {
        setDraft(event.target.value);
        // Clearing the box (its × or by deleting) shows everything again at once.
        if (!event.target.value) search('');
      }}
      onSearch={search}
      placeholder={t('search.placeholder')}
      aria-label={t('search.label')}
      enterButton={t('search.button')}
      style={{ maxWidth: 420 }}
      data-testid={testId}
    />
  );
}
