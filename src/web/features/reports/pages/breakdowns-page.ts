/**
 * /client/hqreports: breakdowns by location (bar), category (pie) and month (documents as
 * columns, amounts as one line per currency), each with its table and the server's CSV of the
 * whole set. Amounts are never added across currencies.
 */
import { API_PATHS } from '../../../../common/api-paths';
import type { ClientBreakdownsReport } from '../../../../common/schemas/reports';
import type { ReportPageSpec } from '../chart-spec';
import { documentsLink } from '../drill-through';
import { categoryChart } from './category-chart';
import { BY_MONTH, documents, valueChart } from './chart-shapes';

export const BREAKDOWNS_PAGE: ReportPageSpec<ClientBreakdownsReport> = {
  testId: 'report-client-reports',
  path: API_PATHS.reports.clientBreakdowns,
  preset: 'thisMonth',
  tenantPicker: true,
  charts: [
    {
      id: 'by-location',
      title: 'charts.byLocation',
      table: 'byLocation',
      // Each location's amounts, one per currency, side by side in its row.
      rows: (data, { formats }) =>
        data.byLocation.map((row) => ({
          ...row,
          amounts: data.amountsByLocation
            .filter((amount) => amount.locationId === row.locationId)
            .map((amount) => formats.money(amount.amountCents, amount.currency))
            .join(' · '),
        })),
      chart: { kind: 'bar', x: 'locationName', y: 'documents', formatY: 'count' },
      link: (row, { audience, filters }) => documentsLink(audience, filters, { location: String(row.locationId) }),
      columns: [
        { title: 'columns.location', field: 'locationName' },
        documents('documents'),
        { title: 'columns.amount', field: 'amounts' },
      ],
      note: 'notes.documentsCounted',
    },
    categoryChart<ClientBreakdownsReport>({
      id: 'by-category',
      title: 'charts.byCategory',
      kind: 'pie',
      table: 'byCategory',
      categories: (data) => data.byCategory,
    }),
    valueChart(
      { id: 'documents-by-month', title: 'charts.documentsByMonth', table: 'byMonth' },
      { kind: 'column', by: BY_MONTH, value: documents('documents'), rows: (data) => data.byMonth, zero: true },
    ),
    {
      id: 'by-month',
      title: 'charts.byMonth',
      table: 'amountsByMonth',
      rows: (data) => data.amountsByMonth,
      zero: 'amountCents',
      // Lines, not areas: areas stack, and currencies must never add up.
      chart: { kind: 'line', x: 'month', y: 'amountCents', series: 'currency', formatX: 'month', formatY: 'amount' },
      columns: [
        { title: 'columns.month', field: 'month', format: 'month' },
        { title: 'columns.currency', field: 'currency' },
        { title: 'columns.amount', field: 'amountCents', format: 'money' },
      ],
      note: 'notes.amountsDated',
    },
  ],
};
