/** The bell's popover: the newest notices, "mark all read", preferences; loading, empty and error states. */
import { SettingOutlined } from '@ant-design/icons';
import { Alert, Button, Empty, Flex, Skeleton, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { notificationPath } from '../../../common/notifications';
import type { NotificationRow } from '../../../common/schemas/notification';
import { useAccess } from '../../routing/use-access';
import { NotificationEntry } from './NotificationEntry';
import { useNotificationList, useNotificationWrites } from './use-notifications';

export function NotificationList({
  onChanged,
  onClose,
  onPreferences,
}: {
  onChanged: () => void;
  onClose: () => void;
  onPreferences: () => void;
}) {
  const { t } = useTranslation('notifications');
  const { user, roles } = useAccess();
  const navigate = useNavigate();
  const list = useNotificationList(true);
  const writes = useNotificationWrites();
  const refresh = () => {
    onChanged();
    void list.refetch();
  };
  const markRead = async (row: NotificationRow) => {
    if (row.readAt === null) await writes.markRead(row.id).catch(() => undefined);
    refresh();
  };
  const open = async (row: NotificationRow, path: string) => {
    onClose();
    navigate(path);
    await markRead(row);
  };
  const anyUnread = list.rows.some((row) => row.readAt === null);

  return (
    <div style={{ width: 'min(380px, 90vw)' }} data-testid="notification-list">
      <Flex justify="space-between" align="center" style={{ marginBottom: 8 }}>
        <Typography.Text strong>{t('title')}</Typography.Text>
        <Flex gap={4}>
          <Button
            size="small"
            disabled={!anyUnread || writes.busy}
            onClick={() => void writes.markAllRead().then(refresh, refresh)}
            data-testid="notification-mark-all"
          >
            {t('markAllRead')}
          </Button>
          <Button
            size="small"
            icon={<SettingOutlined />}
            onClick={onPreferences}
            aria-label={t('preferences')}
            data-testid="notification-preferences"
          />
        </Flex>
      </Flex>
      <div style={{ maxHeight: 420, overflowY: 'auto' }}>
        {list.isLoading ? (
          <Skeleton active paragraph={{ rows: 3 }} />
        ) : list.isError ? (
          <Alert
            type="error"
            showIcon
            message={t('loadFailed')}
            action={
              <Button size="small" onClick={() => void list.refetch()}>
                {t('retry')}
              </Button>
            }
          />
        ) : list.rows.length === 0 ? (
          <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('empty')} data-testid="notification-empty" />
        ) : (
          list.rows.map((row) => {
            const path = notificationPath(row, user?.id, roles);
            return (
              <NotificationEntry
                key={row.id}
                row={row}
                path={path}
                onOpen={() => path && void open(row, path)}
                onMarkRead={() => void markRead(row)}
              />
            );
          })
        )}
      </div>
    </div>
  );
}
