/**
 * /client/hqexecutive: month over month (grouped columns), SLA compliance (stacked columns),
 * amounts by category (pie), disputes and their reasons (bar) and documents per day against the
 * previous period (two lines).
 */
import { Col, Row } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { API_PATHS } from '../../../common/api-paths';
import type { ExecutiveReport } from '../../../common/schemas/reports';
import { categoryAmountsChart, categoryColumns, categoryRows } from './category-amounts';
import { ChartCard } from './ChartCard';
import { itemsLink, useAudience } from './drill-through';
import { allZero, longRows } from './long-rows';
import { useReportFilters } from './report-filters';
import { ReportToolbar } from './ReportToolbar';
import { useReport } from './use-report';
import { useReportFormats } from './use-report-formats';

export function ClientHqExecutive() {
  const { t } = useTranslation('reports');
  const navigate = useNavigate();
  const audience = useAudience();
  const formats = useReportFormats();
  const { filters, update } = useReportFilters('thisYear');
  const { data, loading, error, csv } = useReport<ExecutiveReport>(API_PATHS.reports.executive, filters);
  const state = { loading, error, computedAt: data?.computedAt };
  const count = (value: number) => formats.number(value);
  const months = longRows(data?.months, 'month', {
    documents: t('series.uploaded'),
    archived: t('series.archived'),
  });
  const sla = longRows(data?.sla, 'month', {
    onTime: t('series.onTime'),
    late: t('series.late'),
    breached: t('series.breached'),
  });
  const trend = data?.trend.flatMap((row) => [
    { day: row.day, series: t('series.current'), value: row.current },
    { day: row.day, series: t('series.previous'), value: row.previous },
  ]);
  const longColumns = (keyTitle: string, render: (value: string) => string) => [
    { title: keyTitle, dataIndex: 'month', render },
    { title: t('columns.series'), dataIndex: 'series' },
    { title: t('columns.value'), dataIndex: 'value', align: 'right' as const, render: count },
  ];
  return (
    <div data-testid="report-client-executive">
      <ReportToolbar filters={filters} update={update} tenantPicker utcDays={data?.utcDays} timeZone={data?.timeZone} />
      <Row gutter={[16, 16]}>
        <Col xs={24} lg={12}>
          <ChartCard
            id="month-over-month"
            title={t('charts.monthOverMonth')}
            rows={months}
            {...state}
            isEmpty={(rows) => allZero(rows)}
            onCsv={csv('months')}
            chart={{
              kind: 'grouped',
              x: 'month',
              y: 'value',
              series: 'series',
              formatX: formats.month,
              formatY: count,
            }}
            columns={longColumns(t('columns.month'), formats.month)}
          />
        </Col>
        <Col xs={24} lg={12}>
          <ChartCard
            id="sla"
            title={t('charts.sla')}
            rows={sla}
            {...state}
            isEmpty={(rows) => allZero(rows)}
            onCsv={csv('sla')}
            chart={{
              // Breaches are clocks, not approvals: beside the approvals, not stacked on them.
              kind: 'grouped',
              x: 'month',
              y: 'value',
              series: 'series',
              formatX: formats.month,
              formatY: count,
            }}
            columns={longColumns(t('columns.month'), formats.month)}
            footnote={
              data
                ? t('slaRate', {
                    rate: formats.percent(
                      (() => {
                        const onTime = data.sla.reduce((sum, row) => sum + row.onTime, 0);
                        const all = onTime + data.sla.reduce((sum, row) => sum + row.late, 0);
                        return all ? onTime / all : null;
                      })(),
                    ),
                  })
                : null
            }
          />
        </Col>
        <Col xs={24} lg={12}>
          <ChartCard
            id="amounts-by-category"
            title={t('charts.byCategory')}
            rows={categoryRows(data?.byCategory)}
            {...state}
            onCsv={csv('byCategory')}
            chart={categoryAmountsChart('donut', formats, (category) =>
              navigate(itemsLink(audience, filters, category)),
            )}
            columns={categoryColumns(t, formats)}
          />
        </Col>
        <Col xs={24} lg={12}>
          <ChartCard
            id="dispute-reasons"
            title={t('charts.disputes', { count: data?.disputes.total ?? 0 })}
            rows={data?.disputes.reasons.map((row) => ({ ...row, reason: row.reason || t('noReason') }))}
            {...state}
            onCsv={csv('disputeReasons')}
            chart={{ kind: 'bar', x: 'reason', y: 'n', formatY: count }}
            columns={[
              { title: t('columns.reason'), dataIndex: 'reason' },
              { title: t('columns.documents'), dataIndex: 'n', align: 'right', render: count },
            ]}
          />
        </Col>
        <Col xs={24}>
          <ChartCard
            id="trend"
            title={t('charts.trend')}
            rows={trend}
            {...state}
            isEmpty={(rows) => allZero(rows)}
            onCsv={csv('trend')}
            chart={{ kind: 'line', x: 'day', y: 'value', series: 'series', formatX: formats.day, formatY: count }}
            columns={[
              { title: t('columns.day'), dataIndex: 'day', render: formats.day },
              { title: t('columns.series'), dataIndex: 'series' },
              { title: t('columns.value'), dataIndex: 'value', align: 'right', render: count },
            ]}
          />
        </Col>
      </Row>
    </div>
  );
}
