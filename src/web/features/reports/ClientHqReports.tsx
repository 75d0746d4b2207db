/**
 * /client/hqreports: a date range with presets, and breakdowns by location (bar), category
 * (pie) and month (documents as columns, amounts as one line per currency), each with its table
 * and the server's CSV of the whole set. Amounts are never added across currencies.
 */
import { Col, Row } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { API_PATHS } from '../../../common/api-paths';
import type { ClientBreakdownsReport } from '../../../common/schemas/reports';
import { categoryAmountsChart, categoryColumns, categoryRows } from './category-amounts';
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
  const { data, loading, error, csv } = useReport<ClientBreakdownsReport>(API_PATHS.reports.clientBreakdowns, filters);
  const state = { loading, error, computedAt: data?.computedAt };
  const count = (value: number) => formats.number(value);
  /** A location's amounts, one per currency, side by side. */
  const amountsAt = (locationId: string) =>
    (data?.amountsByLocation ?? [])
      .filter((row) => row.locationId === locationId)
      .map((row) => formats.money(row.amountCents, row.currency))
      .join(' · ');
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
              {
                title: t('columns.amount'),
                key: 'amounts',
                align: 'right',
                render: (_: unknown, row: { locationId: string }) => amountsAt(row.locationId),
              },
            ]}
          />
        </Col>
        <Col xs={24} lg={12}>
          <ChartCard
            id="by-category"
            title={t('charts.byCategory')}
            rows={categoryRows(data?.byCategory)}
            {...state}
            onCsv={csv('byCategory')}
            chart={categoryAmountsChart('pie', formats, (category) => navigate(itemsLink(audience, filters, category)))}
            columns={categoryColumns(t, formats)}
          />
        </Col>
        <Col xs={24} lg={12}>
          <ChartCard
            id="documents-by-month"
            title={t('charts.documentsByMonth')}
            rows={data?.byMonth}
            {...state}
            isEmpty={(rows) => allZero(rows, 'documents')}
            onCsv={csv('byMonth')}
            chart={{ kind: 'column', x: 'month', y: 'documents', formatX: formats.month, formatY: count }}
            columns={[
              { title: t('columns.month'), dataIndex: 'month', render: formats.month },
              { title: t('columns.documents'), dataIndex: 'documents', align: 'right', render: count },
            ]}
          />
        </Col>
        <Col xs={24} lg={12}>
          <ChartCard
            id="by-month"
            title={t('charts.byMonth')}
            rows={data?.amountsByMonth}
            {...state}
            isEmpty={(rows) => allZero(rows, 'amountCents')}
            onCsv={csv('amountsByMonth')}
            chart={{
              // Lines, not areas: areas stack, and currencies must never add up.
              kind: 'line',
              x: 'month',
              y: 'amountCents',
              series: 'currency',
              formatX: formats.month,
              formatY: formats.amount,
            }}
            columns={[
              { title: t('columns.month'), dataIndex: 'month', render: formats.month },
              { title: t('columns.currency'), dataIndex: 'currency' },
              {
                title: t('columns.amount'),
                dataIndex: 'amountCents',
                align: 'right',
                render: (value: number, row: { currency: string }) => formats.money(value, row.currency),
              },
            ]}
          />
        </Col>
      </Row>
    </div>
  );
}
