/**
 * The bell's calls to /api/notifications, through Refine's data provider (ID token, language):
 * the unread count and the list refetch when the live stream announces a notice of mine.
 */
import { useCustom, useCustomMutation, type HttpError } from '@refinedev/core';
import type { NotificationKind } from '../../../common/notifications';
import { NOTIFICATIONS_CHANNEL, NOTIFICATIONS_PATH, type NotificationRow } from '../../../common/schemas/notification';
import { useLiveRefetch } from '../../shared/live/use-live-refetch';

/** How many of the newest notices the list shows. */
export const LIST_SIZE = 20;

export function useUnreadCount() {
  const { query } = useCustom<{ unread: number }>({
    url: `${NOTIFICATIONS_PATH}/unread-count`,
    method: 'get',
    errorNotification: false,
    queryOptions: { retry: (failures, error) => (error as HttpError).statusCode !== 403 && failures < 2 },
  });
  const forbidden = (query.error as HttpError | null)?.statusCode === 403;
  useLiveRefetch(NOTIFICATIONS_CHANNEL, query.refetch, !forbidden);
  return {
    unread: query.data?.data.unread ?? 0,
    loaded: query.isSuccess,
    forbidden,
    refetch: query.refetch,
  };
}

export function useNotificationList(enabled: boolean) {
  const { query } = useCustom<NotificationRow[]>({
    url: NOTIFICATIONS_PATH,
    method: 'get',
    config: { query: { _start: 0, _end: LIST_SIZE } },
    errorNotification: false,
    queryOptions: { enabled },
  });
  useLiveRefetch(NOTIFICATIONS_CHANNEL, query.refetch, enabled);
  return {
    rows: query.data?.data ?? [],
    isLoading: query.isLoading,
    isError: query.isError,
    refetch: query.refetch,
  };
}

export function usePreferences(enabled: boolean) {
  const { query } = useCustom<{ kinds: Record<NotificationKind, boolean> }>({
    url: `${NOTIFICATIONS_PATH}/preferences`,
    method: 'get',
    errorNotification: false,
    queryOptions: { enabled },
  });
  return { kinds: query.data?.data.kinds, isLoading: query.isLoading, isError: query.isError, refetch: query.refetch };
}

/** Writes of the bell; the caller refetches what they change. */
export function useNotificationWrites() {
  const { mutateAsync, mutation } = useCustomMutation();
  const post = (url: string, values: object = {}, method: 'post' | 'put' = 'post') =>
    mutateAsync({ url, method, values, successNotification: false, errorNotification: false });
  return {
    busy: mutation.isPending,
    markRead: (id: string) => post(`${NOTIFICATIONS_PATH}/${encodeURIComponent(id)}/read`),
    markAllRead: () => post(`${NOTIFICATIONS_PATH}/read-all`),
    savePreferences: (kinds: Partial<Record<NotificationKind, boolean>>) =>
      post(`${NOTIFICATIONS_PATH}/preferences`, { kinds }, 'put'),
  };
}
