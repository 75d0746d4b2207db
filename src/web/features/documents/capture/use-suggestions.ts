/**
 * The document's suggestions while it is keyed: asked for when the screen opens, and again
 * every few seconds while the file's words are still being read, so suggestions that arrive
 * while the DBO is on the page fill in live. A failed read is simply no suggestions: keying
 * goes on by hand.
 */
import { useEffect, useState } from 'react';
import { API_PATHS } from '../../../../common/api-paths';
import type { DocumentSuggestions } from '../../../../common/schemas/capture';
import { api } from '../../../shared/http/api-client';

const POLL_MS = 2000;

export function useSuggestions(documentId: string, enabled: boolean): DocumentSuggestions | undefined {
  const [answer, setAnswer] = useState<DocumentSuggestions | undefined>(undefined);
  useEffect(() => {
    setAnswer(undefined);
    if (!enabled) return undefined;
    const controller = new AbortController();
    let timer: ReturnType<typeof setTimeout> | undefined;
    const ask = async () => {
      try {
        const next = await api.get<DocumentSuggestions>(API_PATHS.documents.suggestions, {
          params: { id: documentId },
          signal: controller.signal,
        });
        if (controller.signal.aborted) return;
        setAnswer(next);
        if (next.status === 'pending') timer = setTimeout(() => void ask(), POLL_MS);
      } catch {
        // No suggestions this time; the DBO keys by hand.
      }
    };
    void ask();
    return () => {
      controller.abort();
      clearTimeout(timer);
    };
  }, [documentId, enabled]);
  return answer;
}
