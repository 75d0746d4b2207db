/**
 * /dbbs/dboarea/dboreports: my throughput beside the team's median (two lines), my average
 * handling time (columns), my send-back rate (area) and my fields accepted from the file by
 * vendor (bars), under my totals against the team's
 * medians (DboReports).
 */
import { API_PATHS } from '../../../../common/api-paths';
import type { DboReport } from '../../../../common/schemas/reports';
import { automationChart, longColumns, type ReportPageSpec } from '../chart-spec';

export const DBO_PAGE: ReportPageSpec<DboReport> = {
  testId: 'report-dbo',
  path: API_PATHS.reports.dbo,
  preset: 'last30',
  charts: [
    {
      id: 'throughput',
      title: 'charts.throughput',
      wide: true,
      table: 'days',
      rows: (data, { t }) =>
        data.days.flatMap((row) => [
          { day: row.day, series: t('reports:series.mine'), value: row.submitted },
          { day: row.day, series: t('reports:series.teamMedian'), value: row.teamMedianSubmitted ?? 0 },
        ]),
      zero: 'value',
      chart: { kind: 'line', x: 'day', y: 'value', series: 'series', formatX: 'day', formatY: 'count' },
      columns: longColumns('columns.day', 'day', 'day'),
    },
    {
      id: 'handling',
      title: 'charts.handling',
      rows: (data) => data.days.filter((row) => row.avgHandlingHours != null),
      chart: { kind: 'column', x: 'day', y: 'avgHandlingHours', formatX: 'day', formatY: 'hours' },
      columns: [
        { title: 'columns.day', field: 'day', format: 'day' },
        { title: 'figures.handling', field: 'avgHandlingHours', format: 'hours' },
      ],
    },
    {
      id: 'send-back-rate',
      title: 'charts.sendBackRate',
      rows: (data) => data.days.filter((row) => row.sendBackRate != null),
      chart: { kind: 'area', x: 'day', y: 'sendBackRate', formatX: 'day', formatY: 'percent' },
      columns: [
        { title: 'columns.day', field: 'day', format: 'day' },
        { title: 'figures.sentBack', field: 'sentBack', format: 'count' },
        { title: 'figures.sendBackRate', field: 'sendBackRate', format: 'percent' },
      ],
    },
    automationChart('vendor', 'columns.vendor'),
  ],
};
