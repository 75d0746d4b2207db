/**
 * The bell's calls to /api/notifications: the unread count and the list refetch when the live
 * stream announces a notice of mine.
 */
import { API_PATHS } from '../../../common/api-paths';
import type { NotificationKind } from '../../../common/notifications';
import { NOTIFICATIONS_CHANNEL, type NotificationRow } from '../../../common/schemas/notification';
import { api } from '../../shared/http/api-client';
import { useApiQuery } from '../../shared/http/use-api-query';
import { useApiWrite } from '../../shared/http/use-api-write';
import { useLiveRefetch } from '../../shared/live/use-live-refetch';

/** How many of the newest notices the list shows. */
export const LIST_SIZE = 20;

export function useUnreadCount() {
  const query = useApiQuery<{ unread: number }>(API_PATHS.notifications.unreadCount, {
    errorToast: false,
    retry: (failures, problem) => problem.status !== 403 && failures < 2,
  });
  const forbidden = query.error?.status === 403;
  useLiveRefetch(NOTIFICATIONS_CHANNEL, query.refetch, !forbidden);
  return {
    unread: query.data?.unread ?? 0,
    loaded: query.isSuccess,
    forbidden,
    refetch: query.refetch,
  };
}

export function useNotificationList(enabled: boolean) {
  const query = useApiQuery<NotificationRow[]>(API_PATHS.notifications.list, {
    query: { _start: 0, _end: LIST_SIZE },
    errorToast: false,
    enabled,
  });
  useLiveRefetch(NOTIFICATIONS_CHANNEL, query.refetch, enabled);
  return {
    rows: query.data ?? [],
    isLoading: query.isLoading,
    isError: query.isError,
    refetch: query.refetch,
  };
}

export function usePreferences(enabled: boolean) {
  const query = useApiQuery<{ kinds: Record<NotificationKind, boolean> }>(API_PATHS.notifications.preferences, {
    errorToast: false,
    enabled,
  });
  return { kinds: query.data?.kinds, isLoading: query.isLoading, isError: query.isError, refetch: query.refetch };
}

/** Writes of the bell, each showing its own outcome; the caller refetches what they change. */
export function useNotificationWrites() {
  const { run, busy } = useApiWrite({ quiet: true });
  return {
    busy,
    markRead: (id: string) => run(() => api.post(API_PATHS.notifications.read, { params: { id }, body: {} })),
    markAllRead: () => run(() => api.post(API_PATHS.notifications.readAll, { body: {} })),
    savePreferences: (kinds: Partial<Record<NotificationKind, boolean>>) =>
      run(() => api.put(API_PATHS.notifications.preferences, { body: { kinds } })),
  };
}
