/**
 * The bell in the header: the unread count, kept current by the live stream, and the list in a
 * popover. Roles the live policy does not grant notifications see no bell at all, and it asks
 * nothing of the server for them (a 403 would land in the console on every page).
 */
import { BellOutlined } from '@ant-design/icons';
import { Badge, Button, Popover } from 'antd';
import { Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useStore } from 'zustand';
import { policyStore } from '../../providers/policy-client';
import { signInStore } from '../../providers/services';
import { NotificationList } from './NotificationList';
import { NotificationPreferences } from './NotificationPreferences';
import { useUnreadCount } from './use-notifications';

/** Its texts load on demand: the header shows without the bell until they are here. */
export function NotificationBell() {
  const roles = useStore(signInStore, (s) => s.roles);
  const policy = useStore(policyStore, (s) => s.policy);
  if (!policy?.mayCall(roles, 'notifications:read')) return null;
  return (
    <Suspense fallback={null}>
      <Bell />
    </Suspense>
  );
}

function Bell() {
  const { t } = useTranslation('notifications');
  const [open, setOpen] = useState(false);
  const [preferencesOpen, setPreferencesOpen] = useState(false);
  const count = useUnreadCount();
  if (count.forbidden) return null;
  return (
    <>
      <Popover
        open={open}
        onOpenChange={setOpen}
        trigger="click"
        placement="bottomRight"
        destroyOnHidden
        content={
          <div
            onKeyDown={(event) => {
              if (event.key === 'Escape') setOpen(false);
            }}
          >
            <NotificationList
              onChanged={() => void count.refetch()}
              onClose={() => setOpen(false)}
              onPreferences={() => {
                setOpen(false);
                setPreferencesOpen(true);
              }}
            />
          </div>
        }
      >
        <Badge count={count.unread} size="small" overflowCount={99}>
          <Button
            shape="circle"
            icon={<BellOutlined />}
            aria-label={count.unread > 0 ? t('bellUnread', { count: count.unread }) : t('bell')}
            aria-haspopup="dialog"
            aria-expanded={open}
            data-testid="notification-bell"
            data-unread={count.loaded ? count.unread : undefined}
          />
        </Badge>
      </Popover>
      <NotificationPreferences open={preferencesOpen} onClose={() => setPreferencesOpen(false)} />
    </>
  );
}
