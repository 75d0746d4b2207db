/**
 * The back-office queue over time, for the DBS dashboard: arrivals and completions per day
 * (grouped columns) and the backlog at each day's end (area), for the last 30 days (or the range
 * in the URL).
 */
import { API_PATHS } from '../../../../common/api-paths';
import type { QueueReport } from '../../../../common/schemas/reports';
import { longColumns, longRows, type ReportPageSpec } from '../chart-spec';
import { dayFilters, documentsLink } from '../drill-through';

export const QUEUE_PAGE: ReportPageSpec<QueueReport> = {
  testId: 'queue-over-time',
  path: API_PATHS.reports.queue,
  preset: 'last30',
  toolbar: false,
  charts: [
    {
      id: 'queue-flow',
      title: 'charts.queueFlow',
      table: 'days',
      rows: (data, { t }) =>
        longRows(data.days, 'day', {
          arrivals: t('reports:series.arrivals'),
          completions: t('reports:series.completions'),
          reopened: t('reports:series.reopened'),
        }),
      zero: 'value',
      chart: { kind: 'grouped', x: 'day', y: 'value', series: 'series', formatX: 'day', formatY: 'count' },
      link: (row, { audience, filters }) => documentsLink(audience, dayFilters(filters, String(row.day)), {}),
      columns: longColumns('columns.day', 'day', 'day'),
    },
    {
      id: 'queue-backlog',
      title: 'charts.backlogOverTime',
      rows: (data) => data.days,
      chart: { kind: 'area', x: 'day', y: 'backlog', formatX: 'day', formatY: 'count' },
      columns: [
        { title: 'columns.day', field: 'day', format: 'day' },
        { title: 'series.backlog', field: 'backlog', format: 'count' },
      ],
    },
  ],
};
