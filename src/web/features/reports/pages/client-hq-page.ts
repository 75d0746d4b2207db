/**
 * /client/hq: the tenant across its locations — documents received per day (line), documents by
 * state (doughnut), turnaround from receipt to archive (columns) and the top categories by amount
 * (bar), under the key figures (ClientHqDashboard). A click opens the matching documents.
 */
import { API_PATHS } from '../../../../common/api-paths';
import type { ClientHqReport } from '../../../../common/schemas/reports';
import type { ReportPageSpec } from '../chart-spec';
import { dayFilters, documentsLink } from '../drill-through';
import { categoryChart } from './category-chart';

export const CLIENT_HQ_PAGE: ReportPageSpec<ClientHqReport> = {
  testId: 'report-client-hq',
  path: API_PATHS.reports.clientHq,
  preset: 'last30',
  tenantPicker: true,
  charts: [
    {
      id: 'uploads-per-day',
      title: 'charts.uploadsPerDay',
      table: 'uploadsPerDay',
      rows: (data) => data.uploadsPerDay,
      zero: 'n',
      chart: { kind: 'line', x: 'day', y: 'n', formatX: 'day', formatY: 'count' },
      link: (row, { audience, filters }) => documentsLink(audience, dayFilters(filters, String(row.day)), {}),
      columns: [
        { title: 'columns.day', field: 'day', format: 'day' },
        { title: 'columns.documents', field: 'n', format: 'count' },
      ],
      note: 'notes.documentsCounted',
    },
    {
      id: 'by-status',
      title: 'charts.byStatus',
      table: 'byStatus',
      rows: (data) => data.byStatus.filter((row) => row.n > 0),
      chart: { kind: 'donut', x: 'status', y: 'n', formatX: 'status', formatY: 'count' },
      link: (row, { audience, filters }) => documentsLink(audience, filters, { status: String(row.status) }),
      columns: [
        { title: 'columns.status', field: 'status', format: 'status' },
        { title: 'columns.documents', field: 'n', format: 'count' },
      ],
    },
    {
      id: 'turnaround',
      title: 'charts.turnaround',
      table: 'turnaround',
      rows: (data) => data.turnaround,
      zero: 'n',
      chart: { kind: 'column', x: 'bucket', y: 'n', formatX: 'turnaround', formatY: 'count' },
      columns: [
        { title: 'columns.turnaround', field: 'bucket', format: 'turnaround' },
        { title: 'columns.documents', field: 'n', format: 'count' },
      ],
    },
    categoryChart<ClientHqReport>({
      id: 'top-categories',
      title: 'charts.topCategories',
      kind: 'bar',
      table: 'topCategories',
      categories: (data) => data.topCategories,
    }),
  ],
};
