/**
 * Start next: the server claims the DBO's next document (their own assigned one first, else the
 * oldest new one of the team's scope) and moves it to processing; the page then opens it. "Nothing
 * waiting" (404) is an answer, not a failure, so it is returned rather than toasted.
 */
import { useNotification } from '@refinedev/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { API_PATHS } from '../../../common/api-paths';
import type { DocumentRecord } from '../../../common/schemas/document';
import { api } from '../../shared/http/api-client';
import { apiProblem } from '../../shared/http/api-problem';

export type StartNextResult =
  { kind: 'started'; document: DocumentRecord } | { kind: 'nothingWaiting' } | { kind: 'failed' };

export function processingUrl(documentId: string): string {
  return `/dbbs/dboarea/processing?document=${encodeURIComponent(documentId)}`;
}

export function useStartNext() {
  const { t } = useTranslation('queue');
  const { open } = useNotification();
  const [busy, setBusy] = useState(false);
  const startNext = async (): Promise<StartNextResult> => {
    setBusy(true);
    try {
      const document = await api.post<DocumentRecord>(API_PATHS.documents.startNext, { body: {} });
      return { kind: 'started', document };
    } catch (error) {
      const problem = apiProblem(error);
      if (problem.status === 404) return { kind: 'nothingWaiting' };
      open?.({ type: 'error', message: t('startNext.failed'), description: problem.message });
      return { kind: 'failed' };
    } finally {
      setBusy(false);
    }
  };
  return { startNext, busy };
}
