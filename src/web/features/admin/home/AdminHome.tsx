/**
 * The administrator's home: the counts of the whole portal (one call to /api/admin/summary),
 * documents by state, the latest audit events and shortcuts to every administration page the
 * user may open.
 */
import { ReloadOutlined } from '@ant-design/icons';
import { Button, Col, Row, Space } from 'antd';
import dayjs from 'dayjs';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { AdminSummary } from '../../../../common/admin';
import { API_PATHS } from '../../../../common/api-paths';
import { useApiQuery } from '../../../shared/http/use-api-query';
import { AdminShortcuts } from './AdminShortcuts';
import { DocumentsByState } from './DocumentsByState';
import { LatestEvents, useLatestEvents } from './LatestEvents';
import { SummaryCounts } from './SummaryCounts';

export function AdminHome() {
  const { t } = useTranslation('admin');
  const since = useMemo(() => dayjs().startOf('day').toISOString(), []);
  const summaryQuery = useApiQuery<AdminSummary>(API_PATHS.admin.summary, { query: { since } });
  const { data: summary, isLoading, refetch } = summaryQuery;
  const events = useLatestEvents();

  return (
    <Space direction="vertical" size="large" style={{ width: '100%' }} data-testid="admin-home">
      {/* The page header already shows the title; a second one here read twice (issue 15). */}
      <Space style={{ width: '100%', justifyContent: 'flex-end' }}>
        <Button
          icon={<ReloadOutlined />}
          onClick={() => void Promise.all([refetch(), events.query.refetch()])}
          data-testid="admin-home-refresh"
        >
          {t('home.refresh')}
        </Button>
      </Space>
      <SummaryCounts summary={summary} loading={isLoading} />
      <Row gutter={[16, 16]}>
        {/* min-width 0 lets a column shrink below its table's width, so the table scrolls inside
            its card instead of pushing the card past the page's right edge. */}
        <Col xs={24} lg={10} style={{ minWidth: 0 }}>
          <DocumentsByState summary={summary} loading={isLoading} />
        </Col>
        <Col xs={24} lg={14} style={{ minWidth: 0 }}>
          <LatestEvents events={events} />
        </Col>
      </Row>
      <AdminShortcuts />
    </Space>
  );
}
