/**
 * Writes through the API client that say how they went: a success toast with the given text, or a
 * failure toast with the server's message (its worded reason, in the user's language).
 */
import { useNotification, useOnError } from '@refinedev/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { apiProblem } from './api-problem';

/**
 * Runs a write with a busy flag; a refusal is toasted (unless `quiet`: the caller shows it) and
 * rethrown as its ApiProblem, for the form's fields.
 */
export function useApiWrite({ quiet = false }: { quiet?: boolean } = {}) {
  const { t } = useTranslation('admin');
  const { open } = useNotification();
  const { mutate: checkError } = useOnError();
  const [running, setRunning] = useState(0);
  const run = async <T>(work: () => Promise<T>, success?: string): Promise<T> => {
    setRunning((n) => n + 1);
    try {
      const answer = await work();
      if (success) open?.({ type: 'success', message: success });
      return answer;
    } catch (error) {
      const problem = apiProblem(error);
      checkError(problem);
      if (!quiet) open?.({ type: 'error', message: t('toast.saveFailed'), description: problem.message });
      throw problem;
    } finally {
      setRunning((n) => n - 1);
    }
  };
  return { run, busy: running > 0 };
}

/** Runs a write and says how it went; the error is not rethrown: the toast is the answer. */
export function useToastedAction() {
  const { t } = useTranslation('admin');
  const { open } = useNotification();
  return async (work: () => Promise<unknown>, success: string): Promise<void> => {
    try {
      await work();
      open?.({ type: 'success', message: success });
    } catch (error) {
      open?.({ type: 'error', message: t('toast.saveFailed'), description: apiProblem(error).message });
    }
  };
}
