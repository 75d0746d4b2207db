// /dbbs/admin: the administrator's home: the counts of the whole portal (one call to
// /api/admin/summary), documents by state, the latest audit events and shortcuts to every
// administration page the user may open.
import { ReloadOutlined } from '@ant-design/icons';
import { useList, type BaseRecord } from '@refinedev/core';
import { Button, Card, Col, Progress, Row, Space, Statistic, Table, Tag, theme, Typography } from 'antd';
import dayjs from 'dayjs';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { pageConfig, PAGES } from '../../../common/pages';
import { DOCUMENT_STATUSES } from '../../../common/workflow';
import { apiProblem } from '../../shared/http/api-error';
import type { AdminSummary } from '../../../common/admin';
import { auditChangeText, type AuditChangeRow } from '../../features/admin/audit-change';
import { useApiGet } from '../../shared/http/use-api';
import { PageIcon } from '../../components/PageIcon';
import { useAccess } from '../../routing/use-access';
import { useSafeNavigate } from '../../safe-navigation';

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

export default function AdminPage() {
  const { t, i18n } = useTranslation('admin');
  const { token } = theme.useToken();
  const navigate = useSafeNavigate();
  const { pages } = useAccess();
  const since = useMemo(() => dayjs().startOf('day').toISOString(), []);
  const { data: summary, isLoading, refetch } = useApiGet<AdminSummary>('/api/admin/summary', { since });
  const { result: events, query: eventsQuery } = useList<AuditRow>({
    resource: 'audit-events',
    pagination: { currentPage: 1, pageSize: 10 },
    sorters: [{ field: 'at', order: 'desc' }],
    errorNotification: (error) => ({
      type: 'error',
      message: t('toast.loadFailed'),
      description: apiProblem(error).message,
    }),
  });
  const shortcuts = PAGES.filter((page) => page.area === 'admin' && page.id !== 'admin' && pages.includes(page.path));
  const total = summary?.documents.total ?? 0;

  const counts: { key: string; title: string; value?: number; suffix?: string; alert?: boolean }[] = [
    {
      key: 'tenants',
      title: t('home.tenants'),
      value: summary?.tenants,
      suffix: summary ? t('home.activeOf', { count: summary.activeTenants }) : undefined,
    },
    { key: 'activeUsers', title: t('home.activeUsers'), value: summary?.activeUsers },
    { key: 'documents', title: t('home.documents'), value: summary?.documents.total },
    { key: 'uploadsToday', title: t('home.uploadsToday'), value: summary?.uploadsToday },
    { key: 'openIssues', title: t('home.openIssues'), value: summary?.openIssues, alert: Boolean(summary?.openIssues) },
    {
      key: 'overdueDocuments',
      title: t('home.overdue'),
      value: summary?.overdueDocuments,
      alert: Boolean(summary?.overdueDocuments),
    },
  ];

  return (
    <Space direction="vertical" size="large" style={{ width: '100%' }} data-testid="admin-home">
      <Space wrap style={{ width: '100%', justifyContent: 'space-between' }}>
        <Typography.Title level={3} style={{ margin: 0 }}>
          {t('home.title')}
        </Typography.Title>
        <Button
          icon={<ReloadOutlined />}
          onClick={() => void Promise.all([refetch(), eventsQuery.refetch()])}
          data-testid="admin-home-refresh"
        >
          {t('home.refresh')}
        </Button>
      </Space>
      <Row gutter={[16, 16]}>
        {counts.map((count) => (
          <Col key={count.key} xs={24} sm={12} lg={8} xl={4}>
            <Card loading={isLoading} style={{ height: '100%' }} data-testid={`admin-count-${count.key}`}>
              <Statistic
                title={count.title}
                value={count.value ?? 0}
                suffix={
                  count.suffix ? (
                    <Typography.Text type="secondary" style={{ fontSize: token.fontSizeSM }}>
                      {count.suffix}
                    </Typography.Text>
                  ) : undefined
                }
                valueStyle={count.alert ? { color: token.colorError } : undefined}
              />
            </Card>
          </Col>
        ))}
      </Row>
      <Row gutter={[16, 16]}>
        <Col xs={24} lg={10}>
          <Card
            title={t('home.byState')}
            loading={isLoading}
            style={{ height: '100%' }}
            data-testid="admin-documents-by-state"
          >
            <Space direction="vertical" style={{ width: '100%' }}>
              {DOCUMENT_STATUSES.map((status) => {
                const n = summary?.documents.byStatus[status] ?? 0;
                return (
                  <div key={status} data-testid={`admin-state-${status}`}>
                    <Space style={{ width: '100%', justifyContent: 'space-between' }}>
                      <Typography.Text>{t(`home.documentStatus.${status}`)}</Typography.Text>
                      <Typography.Text strong>{n.toLocaleString(i18n.language)}</Typography.Text>
                    </Space>
                    <Progress
                      percent={total ? Math.round((n / total) * 100) : 0}
                      showInfo={false}
                      size="small"
                      strokeColor={token.colorPrimary}
                    />
                  </div>
                );
              })}
            </Space>
          </Card>
        </Col>
        <Col xs={24} lg={14}>
          <Card title={t('home.latestEvents')} style={{ height: '100%' }} data-testid="admin-latest-events">
            <Table<AuditRow>
              rowKey="id"
              size="small"
              pagination={false}
              loading={eventsQuery.isLoading}
              dataSource={events.data}
              scroll={{ x: 'max-content' }}
              columns={[
                {
                  title: t('columns.when'),
                  dataIndex: 'at',
                  render: (at: string) => new Date(at).toLocaleString(i18n.language),
                },
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
        </Col>
      </Row>
      <Card title={t('home.shortcuts')} data-testid="admin-shortcuts">
        <Space wrap>
          {shortcuts.map((page) => (
            <Button
              key={page.id}
              icon={<PageIcon name={pageConfig(page).icon} />}
              onClick={() => navigate(page.path)}
              data-testid={`admin-shortcut-${page.id}`}
            >
              {t(`pages:${pageConfig(page).title}`)}
            </Button>
          ))}
        </Space>
      </Card>
    </Space>
  );
}
