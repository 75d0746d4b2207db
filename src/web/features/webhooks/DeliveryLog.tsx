/** An endpoint's delivery log: when, which event, status, response code, latency, the answer shortened; replay. */
import { Alert, Button, Flex, Table, Tag, Typography } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import type { WebhookDelivery } from '../../../common/schemas/webhook';
import { useDeliveries, useWebhookWrites } from './use-webhooks';

const STATUS_COLOURS: Record<WebhookDelivery['status'], string> = {
  pending: 'processing',
  sending: 'processing',
  succeeded: 'success',
  failed: 'error',
};

export function DeliveryLog({ endpointId, tenantId }: { endpointId: string; tenantId: string }) {
  const { t, i18n } = useTranslation('webhooks');
  const log = useDeliveries(endpointId);
  const writes = useWebhookWrites(tenantId);
  // While a delivery waits for its attempt, the log looks again every few seconds.
  const waiting = log.rows.some((row) => row.status === 'pending' || row.status === 'sending');
  const { refetch } = log;
  useEffect(() => {
    if (!waiting) return;
    const timer = setTimeout(() => void refetch(), 2000);
    return () => clearTimeout(timer);
  }, [waiting, refetch, log.rows]);
  const replay = async (id: string) => {
    await writes.replay(id);
    void log.refetch();
  };
  if (log.isError) {
    return (
      <Alert
        type="error"
        showIcon
        message={t('logFailed')}
        action={<Button onClick={() => void log.refetch()}>{t('retry')}</Button>}
      />
    );
  }
  return (
    <Flex vertical gap={8}>
      <Flex justify="space-between" align="center">
        <Typography.Text strong>{t('deliveries')}</Typography.Text>
        <Button
          size="small"
          onClick={() => void log.refetch()}
          loading={log.isFetching}
          data-testid="webhook-log-refresh"
        >
          {t('refresh')}
        </Button>
      </Flex>
      <Table<WebhookDelivery>
        size="small"
        rowKey="id"
        loading={log.isLoading}
        dataSource={log.rows}
        pagination={{ pageSize: 10, hideOnSinglePage: true }}
        locale={{ emptyText: t('noDeliveries') }}
        data-testid="webhook-deliveries"
        scroll={{ x: true }}
        columns={[
          {
            title: t('column.when'),
            dataIndex: 'createdAt',
            render: (value: string) => new Date(value).toLocaleString(i18n.language),
          },
          {
            title: t('column.event'),
            dataIndex: 'eventType',
            render: (value: string) => (i18n.exists(`webhooks:event.${value}`) ? t(`event.${value}`) : value),
          },
          {
            title: t('column.status'),
            dataIndex: 'status',
            render: (value: WebhookDelivery['status'], row) => (
              <Tag color={STATUS_COLOURS[value]} data-testid="webhook-delivery-status">
                {t(`status.${value}`)}
                {row.replayOf ? ` · ${t('replayed')}` : ''}
              </Tag>
            ),
          },
          { title: t('column.code'), dataIndex: 'responseCode', render: (value: number | null) => value ?? '—' },
          {
            title: t('column.latency'),
            dataIndex: 'latencyMs',
            render: (value: number | null) => (value === null ? '—' : t('ms', { value })),
          },
          { title: t('column.attempts'), dataIndex: 'attempts' },
          {
            title: t('column.answer'),
            render: (_value, row) => (
              <Typography.Text
                type={row.error ? 'danger' : 'secondary'}
                ellipsis={{ tooltip: row.error ?? row.responseBody }}
                style={{ maxWidth: 220 }}
              >
                {row.error ?? row.responseBody ?? '—'}
              </Typography.Text>
            ),
          },
          {
            title: t('column.actions'),
            render: (_value, row) => (
              <Button
                size="small"
                onClick={() => void replay(row.id)}
                disabled={writes.busy}
                data-testid="webhook-replay"
              >
                {t('replay')}
              </Button>
            ),
          },
        ]}
      />
    </Flex>
  );
}
