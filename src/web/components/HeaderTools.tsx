/** Theme switch, language switch and (when signed in) the user's title and sign-out. */
import { GlobalOutlined, LogoutOutlined, MoonOutlined, SunOutlined } from '@ant-design/icons';
import { useLogout } from '@refinedev/core';
import { Avatar, Button, Dropdown, Space, Switch, theme, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { displayTitleKey } from '../../common/roles';
import { textColourOn } from '../../common/theme';
import { changeLanguage, LANGUAGES, type Language } from '../providers/i18n';
import { useThemePreset } from '../providers/theme';
import { useAccess } from '../routing/use-access';

export function ThemeAndLanguage() {
  const { t, i18n } = useTranslation();
  const { preset, setPreset } = useThemePreset();
  return (
    <Space size="small">
      <Switch
        aria-label={t('header.theme')}
        data-testid="theme-switch"
        checked={preset === 'dark'}
        checkedChildren={<MoonOutlined />}
        unCheckedChildren={<SunOutlined />}
        onChange={(dark) => setPreset(dark ? 'dark' : 'light')}
      />
      <Dropdown
        trigger={['click']}
        menu={{
          selectable: true,
          selectedKeys: [i18n.language],
          items: LANGUAGES.map((language) => ({
            key: language,
            label: <span data-testid={`language-option-${language}`}>{t(`languages.${language}`)}</span>,
          })),
          onClick: ({ key }) => void changeLanguage(key as Language),
        }}
      >
        <Button size="small" icon={<GlobalOutlined />} aria-label={t('header.language')} data-testid="language-select">
          {t(`languages.${i18n.language as Language}`)}
        </Button>
      </Dropdown>
    </Space>
  );
}

export function UserTools({ compact }: { compact: boolean }) {
  const { t } = useTranslation();
  const { user, roles } = useAccess();
  const { mutate: logout } = useLogout();
  const { token } = theme.useToken();
  if (!user) return null;
  const initials = user.name
    .split(/\s+/)
    .map((part) => part[0] ?? '')
    .join('')
    .slice(0, 2)
    .toUpperCase();
  return (
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
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            {user.name}
          </Typography.Text>
        </Space>
      )}
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
