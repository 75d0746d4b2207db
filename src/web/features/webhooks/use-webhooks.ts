/** The webhook panel's calls to /api/webhooks and /api/webhook-deliveries. */
import { API_PATHS } from '../../../common/api-paths';
import type { WebhookDelivery, WebhookEndpoint } from '../../../common/schemas/webhook';
import type { WebhookEventType } from '../../../common/webhooks';
import { api } from '../../shared/http/api-client';
import { useApiQuery } from '../../shared/http/use-api-query';
import { useApiWrite } from '../../shared/http/use-api-write';

export function useWebhooks(tenantId: string) {
  const query = useApiQuery<WebhookEndpoint[]>(API_PATHS.webhooks.list, { query: { tenantId }, errorToast: false });
  return { rows: query.data ?? [], isLoading: query.isLoading, isError: query.isError, refetch: query.refetch };
}

export function useDeliveries(endpointId: string) {
  const query = useApiQuery<WebhookDelivery[]>(API_PATHS.webhooks.deliveries, {
    params: { id: endpointId },
    errorToast: false,
  });
  return {
    rows: query.data ?? [],
    isLoading: query.isLoading,
    isFetching: query.isFetching,
    isError: query.isError,
    refetch: query.refetch,
  };
}

export interface WebhookValues {
  url: string;
  events: WebhookEventType[];
}

/** The panel's writes; each toasts its own refusal (the server's worded reason). */
export function useWebhookWrites(tenantId: string) {
  const { run, busy } = useApiWrite();
  return {
    busy,
    create: (values: WebhookValues) =>
      run(() => api.post<WebhookEndpoint>(API_PATHS.webhooks.list, { body: { tenantId, ...values } })),
    update: (id: string, values: Partial<WebhookValues> & { enabled?: boolean }) =>
      run(() => api.patch<WebhookEndpoint>(API_PATHS.webhooks.one, { params: { id }, body: values })),
    remove: (id: string) => run(() => api.delete(API_PATHS.webhooks.one, { params: { id } })),
    sendTest: (id: string) => run(() => api.post(API_PATHS.webhooks.test, { params: { id }, body: {} })),
    replay: (deliveryId: string) =>
      run(() => api.post(API_PATHS.webhooks.replay, { params: { id: deliveryId }, body: {} })),
  };
}
