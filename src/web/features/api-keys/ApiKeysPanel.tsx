/**
 * A client company's API keys: the list (scopes by name, expiry, last use, status), a new key
 * whose secret is shown once, and revocation after a confirmation. Self-contained: client HQ's
 * page shows it for its own tenant, the administrator's tenant list in a drawer.
 */
import { Alert, Button, Empty, Popconfirm, Space, Table, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { scopeLabelKey } from './scope-label';
import type { ApiKeyView } from '../../../common/schemas/api-key';
import { CreateApiKeyModal } from './CreateApiKeyModal';
import { SecretOnce } from './SecretOnce';
import { useApiKeys } from './use-api-keys';

type Status = 'active' | 'revoked' | 'expired';
const STATUS_COLOR: Record<Status, string> = { active: 'green', revoked: 'red', expired: 'default' };

const statusOf = (key: ApiKeyView): Status =>
  key.revokedAt ? 'revoked' : Date.parse(key.expiresAt) <= Date.now() ? 'expired' : 'active';

export function ApiKeysPanel({ tenantId }: { tenantId: string }) {
  const { t, i18n } = useTranslation('api-keys');
  const { list, create, revoke, busy } = useApiKeys(tenantId);
  const [creating, setCreating] = useState(false);
  const [secret, setSecret] = useState<string>();
  const when = (value: string | null) =>
    value ? new Date(value).toLocaleString(i18n.language, { dateStyle: 'medium', timeStyle: 'short' }) : t('never');

  if (list.isError) {
    return (
      <Alert
        type="error"
        showIcon
        message={t('loadFailed')}
        description={list.error?.message}
        action={<Button onClick={() => void list.refetch()}>{t('retry')}</Button>}
      />
    );
  }
  return (
    <Space direction="vertical" style={{ width: '100%' }} data-testid="api-keys-panel">
      <Typography.Paragraph type="secondary">{t('intro')}</Typography.Paragraph>
      <Button type="primary" onClick={() => setCreating(true)} data-testid="api-key-create">
        {t('create')}
      </Button>
      <Table<ApiKeyView>
        rowKey="id"
        size="middle"
        loading={list.isLoading}
        dataSource={list.data?.keys ?? []}
        pagination={false}
        scroll={{ x: true }}
        locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('empty')} /> }}
        columns={[
          { title: t('columns.name'), dataIndex: 'name' },
          {
            title: t('columns.scopes'),
            render: (_, key) => key.scopes.map((scope) => <Tag key={scope}>{t(scopeLabelKey(scope))}</Tag>),
          },
          { title: t('columns.expires'), render: (_, key) => when(key.expiresAt) },
          { title: t('columns.lastUsed'), render: (_, key) => when(key.lastUsedAt) },
          {
            title: t('columns.status'),
            render: (_, key) => <Tag color={STATUS_COLOR[statusOf(key)]}>{t(`status.${statusOf(key)}`)}</Tag>,
          },
          {
            title: t('columns.actions'),
            render: (_, key) =>
              statusOf(key) === 'revoked' ? null : (
                <Popconfirm
                  title={t('revokeConfirm', { name: key.name })}
                  okText={t('revoke')}
                  okButtonProps={{ danger: true }}
                  onConfirm={() => revoke(key.id, t('revoked')).catch(() => undefined)}
                >
                  <Button danger size="small">
                    {t('revoke')}
                  </Button>
                </Popconfirm>
              ),
          },
        ]}
      />
      <CreateApiKeyModal
        open={creating}
        busy={busy}
        onCancel={() => setCreating(false)}
        onCreate={async (body) => {
          const created = await create(body);
          setCreating(false);
          setSecret(created.secret);
        }}
      />
      <SecretOnce secret={secret} onClose={() => setSecret(undefined)} />
    </Space>
  );
}
