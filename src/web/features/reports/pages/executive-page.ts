/**
 * /client/hqexecutive: month over month (grouped columns), SLA compliance (grouped columns),
 * amounts by category (doughnut), disputes and their reasons (bar) and documents per day against
 * the previous period (two lines).
 */
import { API_PATHS } from '../../../../common/api-paths';
import type { ExecutiveReport } from '../../../../common/schemas/reports';
import type { ReportPageSpec } from '../chart-spec';
import { categoryChart } from './category-chart';
import { BY_DAY, BY_MONTH, BY_REASON, documents, seriesChart, valueChart } from './chart-shapes';

export const EXECUTIVE_PAGE: ReportPageSpec<ExecutiveReport> = {
  testId: 'report-client-executive',
  path: API_PATHS.reports.executive,
  preset: 'thisYear',
  tenantPicker: true,
  charts: [
    seriesChart(
      { id: 'month-over-month', title: 'charts.monthOverMonth', table: 'months', note: 'notes.documentsCounted' },
      {
        kind: 'grouped',
        by: BY_MONTH,
        rows: (data) => data.months,
        series: { documents: 'series.uploaded', archived: 'series.archived' },
      },
    ),
    seriesChart(
      {
        id: 'sla',
        title: 'charts.sla',
        table: 'sla',
        footnote: (data, { t, formats }) => {
          const onTime = data.sla.reduce((sum, row) => sum + row.onTime, 0);
          const all = onTime + data.sla.reduce((sum, row) => sum + row.late, 0);
          return t('reports:slaRate', { rate: formats.percent(all ? onTime / all : null) });
        },
      },
      {
        // Breached documents are clocks, not approvals: beside the approvals, not stacked on them.
        kind: 'grouped',
        by: BY_MONTH,
        rows: (data) => data.sla,
        series: { onTime: 'series.onTime', late: 'series.late', breached: 'series.breached' },
      },
    ),
    categoryChart<ExecutiveReport>({
      id: 'amounts-by-category',
      title: 'charts.byCategory',
      kind: 'donut',
      table: 'byCategory',
      categories: (data) => data.byCategory,
    }),
    valueChart(
      {
        id: 'dispute-reasons',
        title: 'charts.disputes',
        titleValues: (data) => ({ count: data?.disputes.total ?? 0 }),
        table: 'disputeReasons',
      },
      {
        kind: 'bar',
        by: BY_REASON,
        value: documents('n'),
        rows: (data, { t }) =>
          data.disputes.reasons.map((row) => ({ ...row, reason: row.reason || t('reports:noReason') })),
      },
    ),
    seriesChart(
      { id: 'trend', title: 'charts.trend', wide: true, table: 'trend' },
      {
        kind: 'line',
        by: BY_DAY,
        rows: (data) => data.trend,
        series: { current: 'series.current', previous: 'series.previous' },
      },
    ),
  ],
};
