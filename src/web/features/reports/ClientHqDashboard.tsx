/**
 * /client/hq: the tenant across its locations — key figures against the previous period, uploads
 * per day (line), documents by state (doughnut), turnaround from upload to archive (bar) and the
 * top categories by amount (bar). A click opens the matching documents.
 */
import { Col, Row } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { API_PATHS } from '../../../common/api-paths';
import type { ClientHqReport } from '../../../common/schemas/reports';
import { categoryAmountsChart, categoryColumns, categoryRows } from './category-amounts';
import { ChartCard } from './ChartCard';
import { dayFilters, documentsLink, itemsLink, useAudience } from './drill-through';
import { KeyFigure } from './KeyFigure';
import { useReportFilters } from './report-filters';
import { ReportToolbar } from './ReportToolbar';
import { useReport } from './use-report';
import { useReportFormats } from './use-report-formats';

const allZero = (rows: { n: number }[]) => rows.every((row) => row.n === 0);

export function ClientHqDashboard() {
  const audience = useAudience();
  const { t } = useTranslation(['reports', 'uploads']);
  const navigate = useNavigate();
  const formats = useReportFormats();
  const { filters, update } = useReportFilters('last30');
  const { data, loading, error, csv } = useReport<ClientHqReport>(API_PATHS.reports.clientHq, filters);
  const state = { loading, error, computedAt: data?.computedAt };
  const figures = data?.figures;
  const statusLabel = (status: string) => t(`uploads:documentStatus.${status}`);
  const count = (value: number) => formats.number(value);
  return (
    <div data-testid="report-client-hq">
      <ReportToolbar filters={filters} update={update} tenantPicker utcDays={data?.utcDays} timeZone={data?.timeZone} />
      <Row gutter={[16, 16]}>
        {(
          [
            ['uploads', count],
            ['archived', count],
            ['disputes', count],
          ] as const
        ).map(([key, format]) => (
          <Col xs={12} md={6} key={key}>
            <KeyFigure
              id={key}
              title={t(`figures.${key}`)}
              current={figures?.[key].current}
              previous={figures?.[key].previous}
              format={format}
              loading={loading}
            />
          </Col>
        ))}
        {/* One figure per currency: amounts of different currencies are never added up. */}
        {(figures?.amounts.length ? figures.amounts : [null]).map((amount) => (
          <Col xs={12} md={6} key={amount?.currency ?? 'none'}>
            <KeyFigure
              id={amount ? `amount-${amount.currency}` : 'amount'}
              title={amount ? t('figures.amountIn', { currency: amount.currency }) : t('figures.amountCents')}
              current={amount?.current ?? 0}
              previous={amount?.previous ?? 0}
              format={(value) => (amount ? formats.money(value, amount.currency) : formats.amount(value))}
              loading={loading}
            />
          </Col>
        ))}
        <Col xs={24} lg={12}>
          <ChartCard
            id="uploads-per-day"
            title={t('charts.uploadsPerDay')}
            rows={data?.uploadsPerDay}
            {...state}
            isEmpty={allZero}
            onCsv={csv('uploadsPerDay')}
            chart={{
              kind: 'line',
              x: 'day',
              y: 'n',
              formatX: formats.day,
              formatY: count,
              onSelect: (row) => navigate(documentsLink(audience, dayFilters(filters, String(row.day)), {})),
            }}
            columns={[
              { title: t('columns.day'), dataIndex: 'day', render: formats.day },
              { title: t('columns.documents'), dataIndex: 'n', align: 'right', render: count },
            ]}
          />
        </Col>
        <Col xs={24} lg={12}>
          <ChartCard
            id="by-status"
            title={t('charts.byStatus')}
            rows={data?.byStatus.filter((row) => row.n > 0)}
            {...state}
            onCsv={csv('byStatus')}
            chart={{
              kind: 'donut',
              x: 'status',
              y: 'n',
              formatX: statusLabel,
              formatY: count,
              onSelect: (row) => navigate(documentsLink(audience, filters, { status: String(row.status) })),
            }}
            columns={[
              { title: t('columns.status'), dataIndex: 'status', render: statusLabel },
              { title: t('columns.documents'), dataIndex: 'n', align: 'right', render: count },
            ]}
          />
        </Col>
        <Col xs={24} lg={12}>
          <ChartCard
            id="turnaround"
            title={t('charts.turnaround')}
            rows={data?.turnaround}
            {...state}
            isEmpty={allZero}
            onCsv={csv('turnaround')}
            chart={{ kind: 'column', x: 'bucket', y: 'n', formatX: (key) => t(`turnaround.${key}`), formatY: count }}
            columns={[
              { title: t('columns.turnaround'), dataIndex: 'bucket', render: (key: string) => t(`turnaround.${key}`) },
              { title: t('columns.documents'), dataIndex: 'n', align: 'right', render: count },
            ]}
          />
        </Col>
        <Col xs={24} lg={12}>
          <ChartCard
            id="top-categories"
            title={t('charts.topCategories')}
            rows={categoryRows(data?.topCategories)}
            {...state}
            onCsv={csv('topCategories')}
            chart={categoryAmountsChart('bar', formats, (category) => navigate(itemsLink(audience, filters, category)))}
            columns={categoryColumns(t, formats)}
          />
        </Col>
      </Row>
    </div>
  );
}
