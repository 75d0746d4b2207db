/**
 * A component's read that is not a Refine list or record (a dashboard, a report, the bell's
 * count): the API client's GET, cached and refetched by React Query (the query client Refine
 * provides). As Refine's own hooks do, a 401 goes to the auth provider and a failure is toasted
 * with the server's message, unless the page shows it itself (`errorToast: false`).
 */
import { useNotification, useOnError } from '@refinedev/core';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { apiPath } from '../../../common/api-paths';
import { api, type ApiQuery } from './api-client';
import type { ApiProblem } from './api-problem';

export interface ApiQueryOptions {
  params?: Record<string, string | number>;
  query?: ApiQuery;
  enabled?: boolean;
  errorToast?: boolean;
  /** Whether to try a failed read again (React Query retries three times by default). */
  retry?(failures: number, problem: ApiProblem): boolean;
}

export function useApiQuery<T>(template: string, options: ApiQueryOptions = {}) {
  const { params, query, enabled = true, errorToast = true, retry } = options;
  const { t } = useTranslation('admin');
  const { open } = useNotification();
  const { mutate: checkError } = useOnError();
  const url = apiPath(template, params, query);
  const result = useQuery<T, ApiProblem>({
    queryKey: ['api', url],
    queryFn: ({ signal }) => api.get<T>(template, { params, query, signal }),
    enabled,
    ...(retry ? { retry } : {}),
  });
  const { error, errorUpdatedAt } = result;
  useEffect(() => {
    if (!error) return;
    checkError(error);
    if (errorToast) open?.({ key: url, type: 'error', message: t('toast.loadFailed'), description: error.message });
    // Once per failure, not at every render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [error, errorUpdatedAt]);
  return {
    data: result.data,
    error,
    isLoading: result.isLoading,
    isFetching: result.isFetching,
    isSuccess: result.isSuccess,
    isError: result.isError,
    refetch: result.refetch,
  };
}
