/** The ten latest audit events: when, who, what, and the change in words. */
import { useList, type BaseRecord } from '@refinedev/core';
import { Card, Table, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { apiProblem } from '../../../shared/http/api-error';
import { dateColumn } from '../../../shared/list/columns';
import { auditChangeText, type AuditChangeRow } from '../audit-change';

interface AuditRow extends BaseRecord {
  id: string;
  at: string;
  actorEmail: string | null;
  entity: string;
  entityId: string;
  action: string;
  fromState: string | null;
  toState: string | null;
  changes: AuditChangeRow['changes'];
}

export function useLatestEvents() {
  const { t } = useTranslation('admin');
  return useList<AuditRow>({
    resource: 'audit-events',
    pagination: { currentPage: 1, pageSize: 10 },
    sorters: [{ field: 'at', order: 'desc' }],
    errorNotification: (error) => ({
      type: 'error',
      message: t('toast.loadFailed'),
      description: apiProblem(error).message,
    }),
  });
}

export function LatestEvents({ events }: { events: ReturnType<typeof useLatestEvents> }) {
  const { t, i18n } = useTranslation('admin');
  return (
    <Card title={t('home.latestEvents')} style={{ height: '100%' }} data-testid="admin-latest-events">
      <Table<AuditRow>
        rowKey="id"
        size="small"
        pagination={false}
        loading={events.query.isLoading}
        dataSource={events.result.data}
        scroll={{ x: 'max-content' }}
        columns={[
          dateColumn(t('columns.when'), 'at', i18n.language, { withTime: true, sortable: false }),
          {
            title: t('columns.who'),
            dataIndex: 'actorEmail',
            render: (email: string | null) => email ?? t('home.system'),
          },
          {
            title: t('home.event'),
            key: 'event',
            render: (_, row) => <Tag>{`${row.entity} · ${row.action}`}</Tag>,
          },
          {
            title: t('home.change'),
            key: 'change',
            render: (_, row) => auditChangeText(row, t),
          },
        ]}
      />
    </Card>
  );
}
