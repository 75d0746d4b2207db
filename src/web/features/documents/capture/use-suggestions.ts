/**
 * The document's suggestions while it is keyed: asked for when the screen opens, and again when
 * the server announces that this document's words have been read (a live change on the
 * documents channel that may be it), so suggestions that arrive while the DBO is on the page fill in
 * live. While the words are pending, a slow backstop asks again too, for a live stream that is
 * reconnecting. A failed read is simply no suggestions: keying goes on by hand.
 */
import { useSubscription } from '@refinedev/core';
import { useCallback, useEffect, useRef, useState } from 'react';
import { API_PATHS } from '../../../../common/api-paths';
import type { DocumentSuggestions } from '../../../../common/schemas/capture';
import { api } from '../../../shared/http/api-client';

const DOCUMENTS_CHANNEL = 'resources/documents';
const BACKSTOP_MS = 15_000;

/**
 * Whether a change may be this document's. The stream names ids only to the record's own tenant
 * and administrators; a back-office person gets changes without ids, and any of them may be it.
 */
function mayBeDocument(payload: unknown, documentId: string): boolean {
  const ids = (payload as { ids?: unknown } | undefined)?.ids;
  return !Array.isArray(ids) || ids.length === 0 || ids.includes(documentId);
}

export function useSuggestions(documentId: string, enabled: boolean): DocumentSuggestions | undefined {
  const [answer, setAnswer] = useState<DocumentSuggestions | undefined>(undefined);
  const [asked, setAsked] = useState(0);
  const pending = answer === undefined || answer.status === 'pending';
  const pendingRef = useRef(pending);
  pendingRef.current = pending;

  const askAgain = useCallback(() => setAsked((count) => count + 1), []);

  useEffect(() => setAnswer(undefined), [documentId]);

  useEffect(() => {
    if (!enabled) return undefined;
    const controller = new AbortController();
    api
      .get<DocumentSuggestions>(API_PATHS.documents.suggestions, {
        params: { id: documentId },
        signal: controller.signal,
      })
      .then((next) => {
        if (!controller.signal.aborted) setAnswer(next);
      })
      .catch(() => {
        // No suggestions this time; the DBO keys by hand.
      });
    return () => controller.abort();
  }, [documentId, enabled, asked]);

  useSubscription({
    channel: DOCUMENTS_CHANNEL,
    types: ['updated'],
    enabled: enabled && pending,
    onLiveEvent: (event) => {
      if (pendingRef.current && mayBeDocument(event.payload, documentId)) askAgain();
    },
  });

  useEffect(() => {
    if (!enabled || answer?.status !== 'pending') return undefined;
    const timer = setTimeout(askAgain, BACKSTOP_MS);
    return () => clearTimeout(timer);
  }, [enabled, answer, askAgain]);

  return enabled ? answer : undefined;
}
