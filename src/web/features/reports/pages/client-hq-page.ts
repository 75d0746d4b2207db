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
import { BY_DAY, BY_STATUS, BY_TURNAROUND, documents, valueChart } from './chart-shapes';

export const CLIENT_HQ_PAGE: ReportPageSpec<ClientHqReport> = {
  testId: 'report-client-hq',
  path: API_PATHS.reports.clientHq,
  preset: 'last30',
  tenantPicker: true,
  charts: [
    valueChart(
      {
        id: 'uploads-per-day',
        title: 'charts.uploadsPerDay',
        table: 'uploadsPerDay',
        link: (row, { audience, filters }) => documentsLink(audience, dayFilters(filters, String(row.day)), {}),
        note: 'notes.documentsCounted',
      },
      { kind: 'line', by: BY_DAY, value: documents('n'), rows: (data) => data.uploadsPerDay, zero: true },
    ),
    valueChart(
      {
        id: 'by-status',
        title: 'charts.byStatus',
        table: 'byStatus',
        link: (row, { audience, filters }) => documentsLink(audience, filters, { status: String(row.status) }),
      },
      { kind: 'donut', by: BY_STATUS, value: documents('n'), rows: (data) => data.byStatus.filter((row) => row.n > 0) },
    ),
    valueChart(
      { id: 'turnaround', title: 'charts.turnaround', table: 'turnaround' },
      { kind: 'column', by: BY_TURNAROUND, value: documents('n'), rows: (data) => data.turnaround, zero: true },
    ),
    categoryChart<ClientHqReport>({
      id: 'top-categories',
      title: 'charts.topCategories',
      kind: 'bar',
      table: 'topCategories',
      categories: (data) => data.topCategories,
    }),
  ],
};
