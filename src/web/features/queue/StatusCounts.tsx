/**
 * The dashboard's counts: one card per document status, each a link to the document list on
 * that status's tab, then overdue and due today, each a link to the list with that due filter.
 */
import { Card, Col, Row, Statistic, theme, Typography } from 'antd';
import type { ReactNode } from 'react';
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

/** One count as a card that opens the list it counts. */
function CountLink(props: { to: string; testId: string; label?: string; cardTestId?: string; children: ReactNode }) {
  return (
    <Col xs={12} sm={8}>
      <Link to={props.to} data-testid={props.testId} aria-label={props.label}>
        <Card size="small" hoverable data-testid={props.cardTestId}>
          {props.children}
        </Card>
      </Link>
    </Col>
  );
}

export function StatusCounts({ counts, overdue, dueToday }: StatusCountsProps) {
  const { t } = useTranslation(['queue', 'shared']);
  const statusLabel = useDocumentStatusLabel();
  const { token } = theme.useToken();
  return (
    <Row gutter={[12, 12]} data-testid="dbs-counts">
      {DOCUMENT_STATUSES.map((status) => (
        <CountLink
          key={status}
          to={documentListUrl(status)}
          testId={`dbs-count-${status}`}
          label={t('dashboard.openList', { status: statusLabel(status) })}
        >
          <Statistic title={statusLabel(status)} value={counts[status] ?? 0} />
        </CountLink>
      ))}
      <CountLink to={documentListDueUrl('overdue')} testId="dbs-overdue-link" cardTestId="dbs-overdue">
        <Statistic
          title={t('dashboard.overdue')}
          value={overdue}
          valueStyle={overdue > 0 ? { color: token.colorErrorText } : undefined}
        />
        {/* What counts as overdue, in the words the administrator's report uses for its figure. */}
        <Typography.Text type="secondary" style={{ fontSize: 12 }} data-testid="dbs-overdue-rule">
          {t('shared:due.rule')}
        </Typography.Text>
      </CountLink>
      <CountLink to={documentListDueUrl('today')} testId="dbs-due-today-link" cardTestId="dbs-due-today">
        <Statistic title={t('dashboard.dueToday')} value={dueToday} />
      </CountLink>
    </Row>
  );
}
