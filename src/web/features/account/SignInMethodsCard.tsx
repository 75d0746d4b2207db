/**
 * The sign-in methods linked to the account (the provider's own list), with link and unlink.
 * The last method is never offered for unlinking: the person would be left with no way in.
 * An account without email sign-in (Google only) can add it by a link mailed to its email.
 */
import { GoogleOutlined, KeyOutlined, LinkOutlined, MailOutlined } from '@ant-design/icons';
import { Alert, Button, Card, Empty, List, Popconfirm, Space, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { linkedMethods, linkGoogle, unlinkMethod } from './account-auth';
import { accountErrorKey, errorCode, KNOWN_METHODS, QUIET_CODES } from './account-rules';
import { accountEmail, linkEmailFromLink, sendEmailMethodLink } from './email-link-method';
import { useEmailLinkArrival } from './use-email-link-arrival';

const methodIcon = (providerId: string) =>
  providerId === 'google.com' ? <GoogleOutlined aria-hidden /> : <KeyOutlined aria-hidden />;

export function SignInMethodsCard({ onChanged }: { onChanged(): void }) {
  const { t } = useTranslation('account');
  const [methods, setMethods] = useState(linkedMethods);
  const [busy, setBusy] = useState<string | null>(null);
  const [notice, setNotice] = useState<{ type: 'error' | 'info' | 'success'; key: string; code?: string } | null>(null);

  const methodName = (providerId: string) =>
    (KNOWN_METHODS as readonly string[]).includes(providerId)
      ? t(`methods.names.${providerId.replace('.', '_')}`)
      : providerId;

  const act = async (what: string, work: () => Promise<void>, success: string) => {
    setBusy(what);
    setNotice(null);
    try {
      await work();
      setNotice({ type: 'success', key: success });
    } catch (error) {
      const code = errorCode(error);
      setNotice({
        type: code && QUIET_CODES.includes(code) ? 'info' : 'error',
        key: `errors.${accountErrorKey(error)}`,
        code,
      });
    } finally {
      setMethods(linkedMethods());
      setBusy(null);
      onChanged();
    }
  };

  // Back from the link that adds email sign-in: it is linked at once.
  useEmailLinkArrival(() => act('add-email', linkEmailFromLink, 'methods.emailAdded'));

  const hasGoogle = methods.some((method) => method.providerId === 'google.com');
  const email = accountEmail();
  const canAddEmail = email !== null && !methods.some((method) => method.providerId === 'password');

  return (
    <Card title={t('methods.title')} data-testid="account-methods">
      <Typography.Paragraph type="secondary">{t('methods.intro')}</Typography.Paragraph>
      <List
        data-testid="account-method-list"
        dataSource={methods}
        locale={{ emptyText: <Empty description={t('methods.none')} /> }}
        renderItem={(method) => (
          <List.Item
            data-testid={`account-method-${method.providerId}`}
            actions={
              methods.length > 1
                ? [
                    <Popconfirm
                      key="unlink"
                      title={t('methods.unlinkConfirm', { method: methodName(method.providerId) })}
                      okText={t('methods.unlink')}
                      cancelText={t('cancel')}
                      onConfirm={() =>
                        act(`unlink-${method.providerId}`, () => unlinkMethod(method.providerId), 'methods.unlinked')
                      }
                    >
                      <Button
                        loading={busy === `unlink-${method.providerId}`}
                        data-testid={`account-unlink-${method.providerId}`}
                      >
                        {t('methods.unlink')}
                      </Button>
                    </Popconfirm>,
                  ]
                : [
                    <Typography.Text key="last" type="secondary" data-testid="account-method-last">
                      {t('methods.lastOne')}
                    </Typography.Text>,
                  ]
            }
          >
            <List.Item.Meta
              avatar={methodIcon(method.providerId)}
              title={methodName(method.providerId)}
              description={method.email}
            />
          </List.Item>
        )}
      />
      <Space direction="vertical" style={{ width: '100%', marginTop: 16 }}>
        {!hasGoogle && (
          <Button
            icon={<LinkOutlined />}
            loading={busy === 'link-google'}
            onClick={() => void act('link-google', linkGoogle, 'methods.linked')}
            data-testid="account-link-google"
          >
            {t('methods.linkGoogle')}
          </Button>
        )}
        {canAddEmail && (
          <Button
            icon={<MailOutlined />}
            loading={busy === 'email-link' || busy === 'add-email'}
            onClick={() => void act('email-link', sendEmailMethodLink, 'methods.emailLinkSent')}
            data-testid="account-add-email"
          >
            {t('methods.addEmail')}
          </Button>
        )}
        <div aria-live="polite">
          {notice && (
            <Alert
              type={notice.type}
              showIcon
              message={t(notice.key, { email })}
              data-testid="account-methods-notice"
              data-notice={notice.key}
              data-code={notice.code}
            />
          )}
        </div>
      </Space>
    </Card>
  );
}
