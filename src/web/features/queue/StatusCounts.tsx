/**
 * The dashboard's counts: one card per document status, each a link to the document list on
 * that status's tab, then overdue and due today, each a link to the list with that due filter.
 */
import { Card, Col, Row, Statistic, theme, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { DOCUMENT_STATUSES } from '../../../common/workflow';
import { useDocumentStatusLabel } from '../../shared/status/document-status-label';

export const DOCUMENT_LIST_PATH = '/dbbs/dbsarea/document';

export function documentListUrl(status: string): string {
  return `${DOCUMENT_LIST_PATH}?status=${encodeURIComponent(status)}`;
}

export function documentListDueUrl(due: 'overdue' | 'today'): string {
  return `${DOCUMENT_LIST_PATH}?due=${due}`;
}

export interface StatusCountsProps {
  counts: Record<string, number>;
  overdue: number;
  dueToday: number;
}

export function StatusCounts({ counts, overdue, dueToday }: StatusCountsProps) {
  const { t } = useTranslation(['queue', 'shared']);
  const statusLabel = useDocumentStatusLabel();
  const { token } = theme.useToken();
  return (
    <Row gutter={[12, 12]} data-testid="dbs-counts">
      {DOCUMENT_STATUSES.map((status) => (
        <Col key={status} xs={12} sm={8}>
          <Link
            to={documentListUrl(status)}
            data-testid={`dbs-count-${status}`}
            aria-label={t('dashboard.openList', { status: statusLabel(status) })}
          >
            <Card size="small" hoverable>
              <Statistic title={statusLabel(status)} value={counts[status] ?? 0} />
            </Card>
          </Link>
        </Col>
      ))}
      <Col xs={12} sm={8}>
        <Link to={documentListDueUrl('overdue')} data-testid="dbs-overdue-link">
          <Card size="small" hoverable data-testid="dbs-overdue">
            <Statistic
              title={t('dashboard.overdue')}
              value={overdue}
              valueStyle={overdue > 0 ? { color: token.colorErrorText } : undefined}
            />
            {/* What counts as overdue, in the words the administrator's report uses for its figure. */}
            <Typography.Text type="secondary" style={{ fontSize: 12 }} data-testid="dbs-overdue-rule">
              {t('shared:due.rule')}
            </Typography.Text>
          </Card>
        </Link>
      </Col>
      <Col xs={12} sm={8}>
        <Link to={documentListDueUrl('today')} data-testid="dbs-due-today-link">
          <Card size="small" hoverable data-testid="dbs-due-today">
            <Statistic title={t('dashboard.dueToday')} value={dueToday} />
          </Card>
        </Link>
      </Col>
    </Row>
  );
}
