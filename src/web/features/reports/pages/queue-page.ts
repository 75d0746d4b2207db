/**
 * The back-office queue over time, for the DBS dashboard: arrivals and completions per day
 * (grouped columns) and the backlog at each day's end (area), for the last 30 days (or the range
 * in the URL).
 */
import { API_PATHS } from '../../../../common/api-paths';
import type { QueueReport } from '../../../../common/schemas/reports';
import type { ReportPageSpec } from '../chart-spec';
import { dayFilters, documentsLink } from '../drill-through';
import { BY_DAY, seriesChart, valueChart } from './chart-shapes';

export const QUEUE_PAGE: ReportPageSpec<QueueReport> = {
  testId: 'queue-over-time',
  path: API_PATHS.reports.queue,
  preset: 'last30',
  toolbar: false,
  charts: [
    seriesChart(
      {
        id: 'queue-flow',
        title: 'charts.queueFlow',
        table: 'days',
        link: (row, { audience, filters }) => documentsLink(audience, dayFilters(filters, String(row.day)), {}),
      },
      {
        kind: 'grouped',
        by: BY_DAY,
        rows: (data) => data.days,
        series: { arrivals: 'series.arrivals', completions: 'series.completions', reopened: 'series.reopened' },
      },
    ),
    valueChart(
      { id: 'queue-backlog', title: 'charts.backlogOverTime' },
      {
        kind: 'area',
        by: BY_DAY,
        value: { title: 'series.backlog', field: 'backlog', format: 'count' },
        rows: (data) => data.days,
      },
    ),
  ],
};
