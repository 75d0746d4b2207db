/**
 * Theme switch, language switch and (when signed in) the notification bell, the user's menu (their
 * avatar, title and name, which open My account) and sign-out.
 */
import { LogoutOutlined } from '@ant-design/icons';
import { useLogout } from '@refinedev/core';
import { Avatar, Button, Space, theme, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { ACCOUNT_PATH } from '../../common/pages';
import { displayTitleKey } from '../../common/roles';
import { textColourOn } from '../../common/theme';
import { NotificationBell } from '../features/notifications/NotificationBell';
import { useAccess } from '../routing/use-access';
import { useSafeNavigate } from '../safe-navigation';
import { ThemeAndLanguage } from './ThemeAndLanguage';

export function UserTools({ compact }: { compact: boolean }) {
  const { t } = useTranslation();
  const { user, roles } = useAccess();
  const { mutate: logout } = useLogout();
  const { token } = theme.useToken();
  const navigate = useSafeNavigate();
  if (!user) return null;
  const initials = user.name
    .split(/\s+/)
    .map((part) => part[0] ?? '')
    .join('')
    .slice(0, 2)
    .toUpperCase();
  return (
    <Space size="small">
      <NotificationBell />
      <Button
        type="text"
        onClick={() => navigate(ACCOUNT_PATH)}
        aria-label={t('header.myAccount')}
        title={t('header.myAccount')}
        data-testid="my-account-link"
        // On a phone the avatar alone stands for the button: no side padding, so the header fits 375 px.
        style={{ height: 'auto', paddingBlock: 2, paddingInline: compact ? 2 : undefined }}
      >
        <Space size="small">
          {/* Text on the avatar is black or white by the brightness rule of SPEC section 9. */}
          <Avatar style={{ background: token.colorPrimary, color: textColourOn(token.colorPrimary) }} aria-hidden>
            {initials}
          </Avatar>
          {!compact && (
            <Space direction="vertical" size={0} style={{ lineHeight: 1.2, textAlign: 'right' }}>
              <Typography.Text strong data-testid="user-title">
                {t(`roleTitle.${displayTitleKey(roles)}`)}
              </Typography.Text>
              <Typography.Text type="secondary" style={{ fontSize: 12 }} data-testid="header-user-name">
                {user.name}
              </Typography.Text>
            </Space>
          )}
        </Space>
      </Button>
      <Button icon={<LogoutOutlined />} onClick={() => logout()} data-testid="sign-out">
        {compact ? null : t('header.signOut')}
      </Button>
    </Space>
  );
}

/** Everything on the right of the header. */
export function HeaderTools({ compact }: { compact: boolean }) {
  return (
    <Space size="middle">
      <ThemeAndLanguage />
      <UserTools compact={compact} />
    </Space>
  );
}
