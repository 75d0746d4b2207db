/**
 * /client/hqexecutive: month over month (grouped columns), SLA compliance (grouped columns),
 * amounts by category (doughnut), disputes and their reasons (bar) and documents per day against
 * the previous period (two lines).
 */
import { API_PATHS } from '../../../../common/api-paths';
import type { ExecutiveReport } from '../../../../common/schemas/reports';
import { longColumns, longRows, type ReportPageSpec } from '../chart-spec';
import { categoryChart } from './category-chart';

export const EXECUTIVE_PAGE: ReportPageSpec<ExecutiveReport> = {
  testId: 'report-client-executive',
  path: API_PATHS.reports.executive,
  preset: 'thisYear',
  tenantPicker: true,
  charts: [
    {
      id: 'month-over-month',
      title: 'charts.monthOverMonth',
      table: 'months',
      rows: (data, { t }) =>
        longRows(data.months, 'month', {
          documents: t('reports:series.uploaded'),
          archived: t('reports:series.archived'),
        }),
      zero: 'value',
      chart: { kind: 'grouped', x: 'month', y: 'value', series: 'series', formatX: 'month', formatY: 'count' },
      columns: longColumns('columns.month', 'month', 'month'),
      note: 'notes.documentsCounted',
    },
    {
      id: 'sla',
      title: 'charts.sla',
      table: 'sla',
      rows: (data, { t }) =>
        longRows(data.sla, 'month', {
          onTime: t('reports:series.onTime'),
          late: t('reports:series.late'),
          breached: t('reports:series.breached'),
        }),
      zero: 'value',
      // Breached documents are clocks, not approvals: beside the approvals, not stacked on them.
      chart: { kind: 'grouped', x: 'month', y: 'value', series: 'series', formatX: 'month', formatY: 'count' },
      columns: longColumns('columns.month', 'month', 'month'),
      footnote: (data, { t, formats }) => {
        const onTime = data.sla.reduce((sum, row) => sum + row.onTime, 0);
        const all = onTime + data.sla.reduce((sum, row) => sum + row.late, 0);
        return t('reports:slaRate', { rate: formats.percent(all ? onTime / all : null) });
      },
    },
    categoryChart<ExecutiveReport>({
      id: 'amounts-by-category',
      title: 'charts.byCategory',
      kind: 'donut',
      table: 'byCategory',
      categories: (data) => data.byCategory,
    }),
    {
      id: 'dispute-reasons',
      title: 'charts.disputes',
      titleValues: (data) => ({ count: data?.disputes.total ?? 0 }),
      table: 'disputeReasons',
      rows: (data, { t }) =>
        data.disputes.reasons.map((row) => ({ ...row, reason: row.reason || t('reports:noReason') })),
      chart: { kind: 'bar', x: 'reason', y: 'n', formatY: 'count' },
      columns: [
        { title: 'columns.reason', field: 'reason' },
        { title: 'columns.documents', field: 'n', format: 'count' },
      ],
    },
    {
      id: 'trend',
      title: 'charts.trend',
      wide: true,
      table: 'trend',
      rows: (data, { t }) =>
        data.trend.flatMap((row) => [
          { day: row.day, series: t('reports:series.current'), value: row.current },
          { day: row.day, series: t('reports:series.previous'), value: row.previous },
        ]),
      zero: 'value',
      chart: { kind: 'line', x: 'day', y: 'value', series: 'series', formatX: 'day', formatY: 'count' },
      columns: longColumns('columns.day', 'day', 'day'),
    },
  ],
};
