/**
 * Sign out everywhere: the server revokes every refresh token of the person's sign-in, so every
 * other device loses its session (the API refuses their tokens at once), then this one signs out.
 */
import { LogoutOutlined } from '@ant-design/icons';
import { useLogout } from '@refinedev/core';
import { Button, Card, Popconfirm, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { API_PATHS } from '../../../common/api-paths';
import { api } from '../../shared/http/api-client';
import { useApiWrite } from '../../shared/http/use-api-write';

export function SignOutEverywhereCard() {
  const { t } = useTranslation('account');
  const { run, busy } = useApiWrite();
  const { mutate: logout } = useLogout();

  const signOutEverywhere = async () => {
    const done = await run(() => api.post(API_PATHS.account.signOutEverywhere)).then(
      () => true,
      () => false,
    );
    if (done) logout();
  };

  return (
    <Card title={t('everywhere.title')} data-testid="account-everywhere">
      <Typography.Paragraph type="secondary">{t('everywhere.intro')}</Typography.Paragraph>
      <Popconfirm
        title={t('everywhere.confirm')}
        okText={t('everywhere.action')}
        cancelText={t('cancel')}
        onConfirm={signOutEverywhere}
      >
        <Button danger icon={<LogoutOutlined />} loading={busy} data-testid="account-sign-out-everywhere">
          {t('everywhere.action')}
        </Button>
      </Popconfirm>
    </Card>
  );
}
