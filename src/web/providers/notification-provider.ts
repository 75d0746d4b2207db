/**
 * Refine's toasts through antd's App notification (configured in theme.tsx: top-right, 16 px
 * offset, 5000 ms). Written here rather than taken from @refinedev/antd, whose single-file
 * bundle would pull every antd component into the login route.
 */
import type { NotificationProvider } from '@refinedev/core';
import { App } from 'antd';

export function useNotificationProvider(): NotificationProvider {
  const { notification } = App.useApp();
  return {
    open: ({ key, message, description, type }) => {
      const kind = type === 'progress' ? 'info' : type;
      notification[kind]({ key, message, description });
    },
    close: (key) => notification.destroy(key),
  };
}
