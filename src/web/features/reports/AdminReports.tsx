/**
 * /dbbs/ad/reports: across tenants (or one) — volume by tenant (bar), backlog by state and age
 * (stacked columns), SLA breaches by tenant (grouped columns), send-back and dispute reasons
 * (stacked bars) and submits per DBO (bar). Clicks open Process documents with those filters.
 */
import { Col, Row } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { API_PATHS } from '../../../common/api-paths';
import type { AdminReport } from '../../../common/schemas/reports';
import { ChartCard } from './ChartCard';
import { documentsLink, useAudience } from './drill-through';
import { allZero, longRows } from './long-rows';
import { useReportFilters } from './report-filters';
import { ReportToolbar } from './ReportToolbar';
import { useReport } from './use-report';
import { useReportFormats } from './use-report-formats';

export function AdminReports() {
  const { t } = useTranslation(['reports', 'uploads']);
  const navigate = useNavigate();
  const audience = useAudience();
  const formats = useReportFormats();
  const { filters, update } = useReportFilters('last30');
  const { data, loading, error, csv } = useReport<AdminReport>(API_PATHS.reports.admin, filters);
  const state = { loading, error, computedAt: data?.computedAt };
  const count = (value: number) => formats.number(value);
  const statusLabel = (status: string) => t(`uploads:documentStatus.${status}`);
  const backlog = data?.backlog.map((row) => ({
    ...row,
    statusLabel: statusLabel(row.status),
    ageLabel: t(`age.${row.age}`),
  }));
  const breaches = longRows(data?.slaBreaches, 'tenantName', {
    approvedLate: t('series.approvedLate'),
    breached: t('series.breached'),
    openOverdue: t('series.openOverdue'),
  });
  const reasons = data?.reasons.map((row) => ({
    ...row,
    reason: row.reason || t('noReason'),
    kindLabel: t(`reasonKind.${row.kind}`),
  }));
  return (
    <div data-testid="report-admin">
      <ReportToolbar filters={filters} update={update} tenantPicker utcDays={data?.utcDays} timeZone={data?.timeZone} />
      <Row gutter={[16, 16]}>
        <Col xs={24} lg={12}>
          <ChartCard
            id="volume"
            title={t('charts.volume')}
            rows={data?.volume}
            {...state}
            onCsv={csv('volume')}
            chart={{
              kind: 'bar',
              x: 'tenantName',
              y: 'documents',
              formatY: count,
              onSelect: (row) => navigate(documentsLink(audience, { ...filters, tenant: String(row.tenantId) }, {})),
            }}
            columns={[
              { title: t('columns.tenant'), dataIndex: 'tenantName' },
              { title: t('columns.documents'), dataIndex: 'documents', align: 'right', render: count },
            ]}
          />
        </Col>
        <Col xs={24} lg={12}>
          <ChartCard
            id="backlog"
            title={t('charts.backlog')}
            rows={backlog}
            {...state}
            isEmpty={(rows) => allZero(rows, 'n')}
            onCsv={csv('backlog')}
            chart={{
              kind: 'stacked',
              x: 'statusLabel',
              y: 'n',
              series: 'ageLabel',
              formatY: count,
              onSelect: (row) =>
                navigate(documentsLink(audience, { ...filters, from: '', to: '' }, { status: String(row.status) })),
            }}
            columns={[
              { title: t('columns.status'), dataIndex: 'statusLabel' },
              { title: t('columns.age'), dataIndex: 'ageLabel' },
              { title: t('columns.documents'), dataIndex: 'n', align: 'right', render: count },
            ]}
          />
        </Col>
        <Col xs={24} lg={12}>
          <ChartCard
            id="sla-breaches"
            title={t('charts.slaBreaches')}
            rows={breaches}
            {...state}
            isEmpty={(rows) => allZero(rows)}
            onCsv={csv('slaBreaches')}
            chart={{ kind: 'grouped', x: 'tenantName', y: 'value', series: 'series', formatY: count }}
            columns={[
              { title: t('columns.tenant'), dataIndex: 'tenantName' },
              { title: t('columns.series'), dataIndex: 'series' },
              { title: t('columns.value'), dataIndex: 'value', align: 'right', render: count },
            ]}
          />
        </Col>
        <Col xs={24} lg={12}>
          <ChartCard
            id="reasons"
            title={t('charts.reasons')}
            rows={reasons}
            {...state}
            onCsv={csv('reasons')}
            chart={{ kind: 'stacked', x: 'reason', y: 'n', series: 'kindLabel', formatY: count }}
            columns={[
              { title: t('columns.kind'), dataIndex: 'kindLabel' },
              { title: t('columns.reason'), dataIndex: 'reason' },
              { title: t('columns.documents'), dataIndex: 'n', align: 'right', render: count },
            ]}
          />
        </Col>
        <Col xs={24}>
          <ChartCard
            id="productivity"
            title={t('charts.productivity')}
            rows={data?.productivity.map((row) => ({ ...row, teamName: row.teamName ?? '—' }))}
            {...state}
            onCsv={csv('productivity')}
            chart={{ kind: 'bar', x: 'userName', y: 'submitted', formatY: count }}
            columns={[
              { title: t('columns.person'), dataIndex: 'userName' },
              { title: t('columns.team'), dataIndex: 'teamName' },
              { title: t('figures.submitted'), dataIndex: 'submitted', align: 'right', render: count },
            ]}
          />
        </Col>
      </Row>
    </div>
  );
}
