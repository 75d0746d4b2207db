/** The queue routes' reads, each refetched when the server announces a document write. */
import { useTranslation } from 'react-i18next';
import { API_PATHS } from '../../../common/api-paths';
import type { ApiQuery } from '../../shared/http/api-client';
import { useApiQuery } from '../../shared/http/use-api-query';
import { useLiveRefetch } from '../../shared/live/use-live-refetch';
import type { Dashboard, DboLoad, DocumentListRow } from './queue-types';

const DOCUMENTS_CHANNEL = 'resources/documents';

function useQueueGet<T>(template: string, query?: ApiQuery) {
  const { t } = useTranslation('queue');
  const result = useApiQuery<T>(template, { query, errorToast: false });
  useLiveRefetch(DOCUMENTS_CHANNEL, result.refetch);
  return {
    data: result.data,
    isLoading: result.isLoading,
    isFetching: result.isFetching,
    error: result.error ? result.error.message || t('loadFailed') : undefined,
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
  return useQueueGet<Dashboard>(API_PATHS.documents.dashboard, today());
}

/** The DBO's queue, only the documents whose file name, vendor or number holds the search. */
export function useMyQueue(search?: string) {
  return useQueueGet<DocumentListRow[]>(API_PATHS.documents.myQueue, search ? { q: search } : undefined);
}

export function useWorkload() {
  return useQueueGet<DboLoad[]>(API_PATHS.documents.workload, today());
}
