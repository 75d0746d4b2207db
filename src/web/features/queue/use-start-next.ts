/**
 * Start next: the server claims the DBO's next document (their own assigned one first, else the
 * oldest new one of the team's scope) and moves it to processing; the page then opens it. "Nothing
 * waiting" (404) is an answer, not a failure, so it is returned rather than toasted.
 */
import { useCustomMutation, useNotification } from '@refinedev/core';
import { useTranslation } from 'react-i18next';
import { apiProblem } from '../../shared/http/api-error';
import type { DocumentRecord } from '../../../common/schemas/document';

export type StartNextResult =
  { kind: 'started'; document: DocumentRecord } | { kind: 'nothingWaiting' } | { kind: 'failed' };

export function processingUrl(documentId: string): string {
  return `/dbbs/dboarea/processing?document=${encodeURIComponent(documentId)}`;
}

export function useStartNext() {
  const { t } = useTranslation('queue');
  const { open } = useNotification();
  const { mutateAsync, mutation } = useCustomMutation<DocumentRecord>();
  const startNext = async (): Promise<StartNextResult> => {
    try {
      const response = await mutateAsync({
        url: '/api/documents/start-next',
        method: 'post',
        values: {},
        successNotification: false,
        errorNotification: false,
      });
      return { kind: 'started', document: response.data };
    } catch (error) {
      const problem = apiProblem(error);
      if (problem.status === 404) return { kind: 'nothingWaiting' };
      open?.({ type: 'error', message: t('startNext.failed'), description: problem.message });
      return { kind: 'failed' };
    }
  };
  return { startNext, busy: mutation.isPending };
}
