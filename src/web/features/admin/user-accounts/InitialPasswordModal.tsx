/** Shows a new account's one-time initial password: it is not shown again. */
import { Alert, Modal, Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { CreatedAccount } from './use-user-account-writes';

export function InitialPasswordModal({ created, onClose }: { created: CreatedAccount | null; onClose(): void }) {
  const { t } = useTranslation('admin');
  return (
    <Modal
      open={created !== null}
      title={t('user.createdTitle')}
      onOk={onClose}
      onCancel={onClose}
      cancelButtonProps={{ style: { display: 'none' } }}
    >
      <Space direction="vertical">
        <Alert type="warning" showIcon message={t('user.passwordOnce')} />
        <Typography.Text>{created?.email}</Typography.Text>
        <Typography.Text code copyable data-testid="user-initial-password">
          {created?.initialPassword}
        </Typography.Text>
      </Space>
    </Modal>
  );
}
