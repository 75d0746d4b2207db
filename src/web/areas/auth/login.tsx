/**
 * The sign-in screen (blank layout): email and password through Firebase, then the roles from
 * the server. The last error stays in the sign-in store and shows here in the user's language.
 */
import { LockOutlined, MailOutlined } from '@ant-design/icons';
import { useLogin } from '@refinedev/core';
import { Alert, Button, Card, ConfigProvider, Form, Input, Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useStore } from 'zustand';
import { SEED_COLOURS } from '../../../common/theme';
import { ThemeAndLanguage } from '../../components/HeaderTools';
import { signInStore } from '../../providers/services';
import { useThemePreset } from '../../providers/theme';

interface Credentials {
  email: string;
  password: string;
}

export default function LoginPage() {
  const { t } = useTranslation('auth');
  const { preset } = useThemePreset();
  const error = useStore(signInStore, (s) => s.error);
  const { mutate: login, isPending } = useLogin<Credentials>();

  return (
    <ConfigProvider theme={{ token: { colorPrimary: SEED_COLOURS[preset] } }}>
      <main style={{ minHeight: '100vh', display: 'grid', placeItems: 'center', padding: 16 }}>
        <Card style={{ width: '100%', maxWidth: 420 }} data-testid="login-card">
          <Space direction="vertical" size="large" style={{ width: '100%' }}>
            <Space style={{ width: '100%', justifyContent: 'space-between' }} wrap>
              <Typography.Title level={2} style={{ margin: 0 }}>
                {t('title')}
              </Typography.Title>
              <ThemeAndLanguage />
            </Space>
            <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
              {t('subtitle')}
            </Typography.Paragraph>
            {error && (
              <Alert
                type="error"
                showIcon
                data-testid="login-error"
                message={t(`errors.${error.key}`, { ...error.params, defaultValue: error.message })}
              />
            )}
            <Form<Credentials>
              layout="vertical"
              requiredMark={false}
              onFinish={(values) => login(values)}
              disabled={isPending}
            >
              <Form.Item
                name="email"
                label={t('email')}
                rules={[
                  { required: true, message: t('emailRequired') },
                  { type: 'email', message: t('emailInvalid') },
                ]}
              >
                <Input prefix={<MailOutlined />} autoComplete="username" inputMode="email" data-testid="login-email" />
              </Form.Item>
              <Form.Item
                name="password"
                label={t('password')}
                rules={[{ required: true, message: t('passwordRequired') }]}
              >
                <Input.Password
                  prefix={<LockOutlined />}
                  autoComplete="current-password"
                  data-testid="login-password"
                />
              </Form.Item>
              <Button
                type="primary"
                htmlType="submit"
                block
                size="large"
                loading={isPending}
                data-testid="login-submit"
              >
                {t('submit')}
              </Button>
            </Form>
          </Space>
        </Card>
      </main>
    </ConfigProvider>
  );
}
