/** The new key's secret, shown this once with a copy button; closing it forgets the secret. */
import { Alert, Button, Modal, Typography } from 'antd';
import { useTranslation } from 'react-i18next';

export function SecretOnce({ secret, onClose }: { secret: string | undefined; onClose(): void }) {
  const { t } = useTranslation('api-keys');
  return (
    <Modal
      open={secret !== undefined}
      title={t('secret.title')}
      onCancel={onClose}
      maskClosable={false}
      destroyOnHidden
      footer={
        <Button type="primary" onClick={onClose} data-testid="api-key-secret-done">
          {t('secret.done')}
        </Button>
      }
    >
      <Alert type="warning" showIcon message={t('secret.warning')} style={{ marginBottom: 16 }} />
      <Typography.Paragraph
        code
        copyable={{ text: secret, tooltips: [t('secret.copy'), t('secret.copied')] }}
        data-testid="api-key-secret"
        style={{ wordBreak: 'break-all' }}
      >
        {secret}
      </Typography.Paragraph>
    </Modal>
  );
}
