/**
 * The ten latest audit events: when, who, what, and the change in words. The columns share the
 * card's width (fixed layout: a long address or event name is cut short with the whole text on
 * hover, the change wraps), so the table fits its card on a laptop; below 560 px it scrolls
 * inside the card.
 */
import { useList } from '@refinedev/core';
import { Card, Table, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import type { AuditEvent } from '../../../../common/schemas/audit-event';
import { apiProblem } from '../../../shared/http/api-problem';
import { useLabels } from '../../../shared/labels/use-labels';
import { dateColumn } from '../../../shared/list/columns';
import { auditChangeText } from '../audit-change';

export function useLatestEvents() {
  const { t } = useTranslation('admin');
  return useList<AuditEvent>({
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
  const labels = useLabels();
  return (
    <Card title={t('home.latestEvents')} style={{ height: '100%' }} data-testid="admin-latest-events">
      <Table<AuditEvent>
        rowKey="id"
        size="small"
        pagination={false}
        loading={events.query.isLoading}
        dataSource={events.result.data}
        tableLayout="fixed"
        scroll={{ x: 560 }}
        columns={[
          { ...dateColumn(t('columns.when'), 'at', i18n.language, { withTime: true, sortable: false }), width: 180 },
          {
            title: t('columns.who'),
            dataIndex: 'actorEmail',
            width: '20%',
            ellipsis: true,
            render: (email: string | null) => email ?? t('home.system'),
          },
          {
            title: t('home.event'),
            key: 'event',
            width: '28%',
            render: (_, row) => {
              const label = labels.event(row.entity, row.action);
              return (
                <Tag
                  data-entity={row.entity}
                  data-action={row.action}
                  title={label}
                  style={{ maxWidth: '100%', overflow: 'hidden', textOverflow: 'ellipsis' }}
                >
                  {label}
                </Tag>
              );
            },
          },
          {
            title: t('home.change'),
            key: 'change',
            render: (_, row) => (
              <span style={{ overflowWrap: 'anywhere' }}>
                {auditChangeText(row, t, { state: labels.documentState, role: labels.role })}
              </span>
            ),
          },
        ]}
      />
    </Card>
  );
}
