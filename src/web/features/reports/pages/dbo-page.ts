/**
 * /dbbs/dboarea/dboreports: my throughput beside the team's median (two lines), my average
 * handling time (columns), my send-back rate (area) and my fields accepted from the file by
 * vendor (bars), under my totals against the team's
 * medians (DboReports).
 */
import { API_PATHS } from '../../../../common/api-paths';
import type { DboReport } from '../../../../common/schemas/reports';
import { automationChart, type ReportPageSpec } from '../chart-spec';
import { BY_DAY, seriesChart, valueChart } from './chart-shapes';

export const DBO_PAGE: ReportPageSpec<DboReport> = {
  testId: 'report-dbo',
  path: API_PATHS.reports.dbo,
  preset: 'last30',
  charts: [
    seriesChart(
      { id: 'throughput', title: 'charts.throughput', wide: true, table: 'days' },
      {
        kind: 'line',
        by: BY_DAY,
        rows: (data) => data.days,
        series: { submitted: 'series.mine', teamMedianSubmitted: 'series.teamMedian' },
      },
    ),
    valueChart(
      { id: 'handling', title: 'charts.handling' },
      {
        kind: 'column',
        by: BY_DAY,
        value: { title: 'figures.handling', field: 'avgHandlingHours', format: 'hours' },
        rows: (data) => data.days.filter((row) => row.avgHandlingHours != null),
      },
    ),
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
