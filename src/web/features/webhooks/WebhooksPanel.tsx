/**
 * A tenant's signed webhooks, self-contained: its endpoints (URL, events by label, on or
 * disabled with the reason, the signing secret shown on request), add and edit, send a test
 * event, the delivery log with replay, delete. Client HQ sees it as a tab of its page, an
 * administrator in a drawer of the client companies' list.
 */
import { Alert, Button, Card, Empty, Flex, Popconfirm, Skeleton, Space, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { WebhookEndpoint } from '../../../common/schemas/webhook';
import { DeliveryLog } from './DeliveryLog';
import { useWebhooks, useWebhookWrites, type WebhookValues } from './use-webhooks';
import { WebhookForm } from './WebhookForm';

export function WebhooksPanel({ tenantId }: { tenantId: string }) {
  const { t } = useTranslation('webhooks');
  const list = useWebhooks(tenantId);
  const writes = useWebhookWrites(tenantId);
  const [form, setForm] = useState<{ open: boolean; editing?: WebhookEndpoint }>({ open: false });

  const save = async (values: WebhookValues) => {
    try {
      if (form.editing) await writes.update(form.editing.id, values);
      else await writes.create(values);
      setForm({ open: false });
      void list.refetch();
    } catch {
      // The refusal was toasted with the server's reason; the form stays open.
    }
  };

  return (
    <Flex vertical gap={16} data-testid="webhooks-panel">
      <Flex justify="space-between" align="center" wrap gap={8}>
        <Typography.Paragraph type="secondary" style={{ margin: 0, maxWidth: 640 }}>
          {t('intro')}
        </Typography.Paragraph>
        <Button type="primary" onClick={() => setForm({ open: true })} data-testid="webhook-add">
          {t('add')}
        </Button>
      </Flex>
      {list.isLoading ? (
        <Skeleton active />
      ) : list.isError ? (
        <Alert
          type="error"
          showIcon
          message={t('loadFailed')}
          action={<Button onClick={() => void list.refetch()}>{t('retry')}</Button>}
        />
      ) : list.rows.length === 0 ? (
        <Empty description={t('empty')} />
      ) : (
        list.rows.map((endpoint) => (
          <EndpointCard
            key={endpoint.id}
            endpoint={endpoint}
            tenantId={tenantId}
            onEdit={() => setForm({ open: true, editing: endpoint })}
            onChanged={() => void list.refetch()}
          />
        ))
      )}
      <WebhookForm
        open={form.open}
        editing={form.editing}
        busy={writes.busy}
        onSave={save}
        onClose={() => setForm({ open: false })}
      />
    </Flex>
  );
}

function EndpointCard({
  endpoint,
  tenantId,
  onEdit,
  onChanged,
}: {
  endpoint: WebhookEndpoint;
  tenantId: string;
  onEdit(): void;
  onChanged(): void;
}) {
  const { t } = useTranslation('webhooks');
  const writes = useWebhookWrites(tenantId);
  const [showSecret, setShowSecret] = useState(false);
  const [showLog, setShowLog] = useState(false);
  const [logKey, setLogKey] = useState(0);
  const act = async (work: () => Promise<unknown>) => {
    try {
      await work();
      onChanged();
    } catch {
      // Toasted by the write.
    }
  };
  const sendTest = () =>
    act(async () => {
      await writes.sendTest(endpoint.id);
      setShowLog(true);
      setLogKey((key) => key + 1);
    });
  return (
    <Card
      size="small"
      data-testid="webhook-endpoint"
      title={
        <Typography.Text code copyable={{ text: endpoint.url }} style={{ wordBreak: 'break-all' }}>
          {endpoint.url}
        </Typography.Text>
      }
      extra={
        endpoint.enabled ? (
          <Tag color="success">{t('enabled')}</Tag>
        ) : (
          <Tag color="error" data-testid="webhook-disabled">
            {t('disabled')}
          </Tag>
        )
      }
    >
      <Flex vertical gap={12}>
        {!endpoint.enabled && (
          <Alert
            type="warning"
            showIcon
            message={
              endpoint.disabledReason === 'failures'
                ? t('disabledFailures', { count: endpoint.failureStreak })
                : t('disabledByOwner')
            }
            action={
              <Button size="small" onClick={() => void act(() => writes.update(endpoint.id, { enabled: true }))}>
                {t('turnOn')}
              </Button>
            }
          />
        )}
        <Space wrap size={[4, 4]} aria-label={t('events')}>
          {endpoint.events.map((event) => (
            <Tag key={event}>{t(`event.${event}`)}</Tag>
          ))}
        </Space>
        <Flex gap={8} align="center" wrap>
          <Typography.Text type="secondary">{t('secret')}</Typography.Text>
          {showSecret ? (
            <Typography.Text code copyable data-testid="webhook-secret">
              {endpoint.secret}
            </Typography.Text>
          ) : (
            <Typography.Text code>whsec_••••••••</Typography.Text>
          )}
          <Button size="small" type="link" onClick={() => setShowSecret((shown) => !shown)} aria-expanded={showSecret}>
            {showSecret ? t('hideSecret') : t('showSecret')}
          </Button>
        </Flex>
        <Space wrap>
          <Button
            onClick={() => void sendTest()}
            disabled={!endpoint.enabled || writes.busy}
            data-testid="webhook-test"
          >
            {t('sendTest')}
          </Button>
          <Button onClick={() => setShowLog((shown) => !shown)} aria-expanded={showLog} data-testid="webhook-log">
            {showLog ? t('hideLog') : t('showLog')}
          </Button>
          <Button onClick={onEdit}>{t('edit')}</Button>
          {endpoint.enabled && (
            <Button onClick={() => void act(() => writes.update(endpoint.id, { enabled: false }))}>
              {t('turnOff')}
            </Button>
          )}
          <Popconfirm
            title={t('deleteConfirm')}
            okText={t('delete')}
            cancelText={t('cancel')}
            okButtonProps={{ danger: true }}
            onConfirm={() => act(() => writes.remove(endpoint.id))}
          >
            <Button danger>{t('delete')}</Button>
          </Popconfirm>
        </Space>
        {showLog && <DeliveryLog key={logKey} endpointId={endpoint.id} tenantId={tenantId} />}
      </Flex>
    </Card>
  );
}
