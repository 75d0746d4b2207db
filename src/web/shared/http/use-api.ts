/**
 * The administration area's calls beyond plain lists and records (/api/admin/*), through
 * Refine's data provider (so they carry the ID token), with toasts in the user's language.
 */
import { useCustom, useCustomMutation, useNotification, type BaseRecord } from '@refinedev/core';
import { useTranslation } from 'react-i18next';
import { apiProblem, type ApiProblem } from './api-error';

export function useApiGet<T extends BaseRecord>(url: string, query?: Record<string, unknown>, enabled = true) {
  const { t } = useTranslation('admin');
  const { query: result } = useCustom<T>({
    url,
    method: 'get',
    config: query ? { query } : undefined,
    queryOptions: { enabled },
    errorNotification: (error) => ({
      type: 'error',
      message: t('toast.loadFailed'),
      description: apiProblem(error).message,
    }),
  });
  return { data: result.data?.data, isLoading: result.isLoading, refetch: result.refetch, error: result.error };
}

/** A write to a custom route: resolves with the answer, or toasts the server's message and rethrows its problem. */
export function useApiCall() {
  const { t } = useTranslation('admin');
  const { open } = useNotification();
  const { mutateAsync, mutation } = useCustomMutation();
  const call = async <T>(
    method: 'post' | 'put' | 'patch' | 'delete',
    url: string,
    values: object = {},
    success?: string,
  ): Promise<T> => {
    try {
      const response = await mutateAsync({ url, method, values, successNotification: false, errorNotification: false });
      if (success) open?.({ type: 'success', message: success });
      return response.data as T;
    } catch (error) {
      const problem: ApiProblem = apiProblem(error);
      open?.({ type: 'error', message: t('toast.saveFailed'), description: problem.message });
      throw problem;
    }
  };
  return { call, busy: mutation.isPending };
}

/**
 * Runs a write and says how it went: a success toast with the given text, or a failure toast
 * with the server's message (the error is not rethrown: the toast is the answer).
 */
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
