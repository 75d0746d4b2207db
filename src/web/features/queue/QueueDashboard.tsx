/**
 * The supervisor's queue dashboard (/dbbs/dbs): counts by status (each opening the filtered
 * list), overdue and due today, each DBO's load and the oldest waiting document. It follows the
 * live stream, so it changes as soon as anyone moves a document.
 */
import { Card, Col, Row, Skeleton, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { DboLoadTable } from './DboLoadTable';
import { OldestWaiting } from './OldestWaiting';
import { StatusCounts } from './StatusCounts';
import { useQueueDashboard } from './use-queue-data';
import { LoadFailure } from '../../shared/feedback/LoadFailure';

export function QueueDashboard() {
  const { t } = useTranslation('queue');
  const { data, isLoading, error, refetch } = useQueueDashboard();
  if (isLoading) return <Skeleton active paragraph={{ rows: 6 }} data-testid="dbs-loading" />;
  if (error || !data)
    return <LoadFailure title={t('loadFailed')} reason={error} onRetry={() => void refetch()} testId="dbs-error" />;
  return (
    <Space direction="vertical" size="large" style={{ width: '100%' }} data-testid="dbs-dashboard">
      <StatusCounts counts={data.counts} overdue={data.overdue} dueToday={data.dueToday} />
      <Row gutter={[16, 16]}>
        <Col xs={24} lg={14}>
          <Card
            size="small"
            title={t('dashboard.loads')}
            extra={<Link to="/dbbs/dbsarea/assignWork">{t('dashboard.assign')}</Link>}
          >
            <DboLoadTable loads={data.dbos} />
          </Card>
        </Col>
        <Col xs={24} lg={10}>
          <Card size="small" title={t('dashboard.oldestWaiting')}>
            <OldestWaiting document={data.oldestWaiting} />
          </Card>
        </Col>
      </Row>
    </Space>
  );
}
