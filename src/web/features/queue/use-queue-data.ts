/**
 * The queue routes' reads through Refine's data provider (so they carry the ID token), each
 * refetched when the server announces a document write.
 */
import { useCustom, type BaseRecord } from '@refinedev/core';
import { useTranslation } from 'react-i18next';
import { apiProblem } from '../../shared/http/api-error';
import { useLiveRefetch } from '../../shared/live/use-live-refetch';
import type { Dashboard, DboLoad, DocumentListRow } from './queue-types';

const DOCUMENTS_CHANNEL = 'resources/documents';

function useQueueGet<T extends BaseRecord | BaseRecord[]>(url: string, query?: Record<string, unknown>) {
  const { t } = useTranslation('queue');
  const { query: result } = useCustom<T>({
    url,
    method: 'get',
    config: query ? { query } : undefined,
    errorNotification: false,
  });
  useLiveRefetch(DOCUMENTS_CHANNEL, result.refetch);
  return {
    data: result.data?.data,
    isLoading: result.isLoading,
    isFetching: result.isFetching,
    error: result.error ? apiProblem(result.error).message || t('loadFailed') : undefined,
    refetch: result.refetch,
  };
}

/** The local day's bounds, so "due today" means the supervisor's today. */
function today(): { dayStart: string; dayEnd: string } {
  const now = new Date();
  const start = new Date(now.getFullYear(), now.getMonth(), now.getDate());
  const end = new Date(now.getFullYear(), now.getMonth(), now.getDate() + 1);
  return { dayStart: start.toISOString(), dayEnd: end.toISOString() };
}

export function useQueueDashboard() {
  return useQueueGet<Dashboard>('/api/documents/dashboard', today());
}

export function useMyQueue() {
  return useQueueGet<DocumentListRow[]>('/api/documents/my-queue');
}

export function useWorkload() {
  return useQueueGet<DboLoad[]>('/api/documents/workload', today());
}
