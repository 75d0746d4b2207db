/**
 * /client/hqreports: a date range with presets, and breakdowns by location (bar), category
 * (pie) and month (area), each with its table and the server's CSV of the whole set.
 */
import { Col, Row } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { REPORT_PATHS, type ClientBreakdownsReport } from '../../../common/schemas/reports';
import { categoryAmountsChart, categoryColumns } from './category-amounts';
import { ChartCard } from './ChartCard';
import { documentsLink, itemsLink, useAudience } from './drill-through';
import { allZero } from './long-rows';
import { useReportFilters } from './report-filters';
import { ReportToolbar } from './ReportToolbar';
import { useReport } from './use-report';
import { useReportFormats } from './use-report-formats';

export function ClientHqReports() {
  const { t } = useTranslation('reports');
  const navigate = useNavigate();
  const audience = useAudience();
  const formats = useReportFormats();
  const { filters, update } = useReportFilters('thisMonth');
  const { data, loading, error, csv } = useReport<ClientBreakdownsReport>(REPORT_PATHS.clientBreakdowns, filters);
  const state = { loading, error, computedAt: data?.computedAt };
  const count = (value: number) => formats.number(value);
  return (
    <div data-testid="report-client-reports">
      <ReportToolbar filters={filters} update={update} tenantPicker utcDays={data?.utcDays} timeZone={data?.timeZone} />
      <Row gutter={[16, 16]}>
        <Col xs={24} lg={12}>
          <ChartCard
            id="by-location"
            title={t('charts.byLocation')}
            rows={data?.byLocation}
            {...state}
            onCsv={csv('byLocation')}
            chart={{
              kind: 'bar',
              x: 'locationName',
              y: 'documents',
              formatY: count,
              onSelect: (row) => navigate(documentsLink(audience, filters, { location: String(row.locationId) })),
            }}
            columns={[
              { title: t('columns.location'), dataIndex: 'locationName' },
              { title: t('columns.documents'), dataIndex: 'documents', align: 'right', render: count },
              { title: t('columns.amount'), dataIndex: 'amountCents', align: 'right', render: formats.money },
            ]}
          />
        </Col>
        <Col xs={24} lg={12}>
          <ChartCard
            id="by-category"
            title={t('charts.byCategory')}
            rows={data?.byCategory}
            {...state}
            onCsv={csv('byCategory')}
            chart={categoryAmountsChart('pie', formats, (category) => navigate(itemsLink(audience, filters, category)))}
            columns={categoryColumns(t, formats)}
          />
        </Col>
        <Col xs={24}>
          <ChartCard
            id="by-month"
            title={t('charts.byMonth')}
            rows={data?.byMonth}
            {...state}
            isEmpty={(rows) => allZero(rows, 'documents')}
            onCsv={csv('byMonth')}
            chart={{ kind: 'area', x: 'month', y: 'amountCents', formatX: formats.month, formatY: formats.money }}
            columns={[
              { title: t('columns.month'), dataIndex: 'month', render: formats.month },
              { title: t('columns.documents'), dataIndex: 'documents', align: 'right', render: count },
              { title: t('columns.amount'), dataIndex: 'amountCents', align: 'right', render: formats.money },
            ]}
          />
        </Col>
      </Row>
    </div>
  );
}
