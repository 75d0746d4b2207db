/**
 * /dbbs/ad/reports: across tenants (or one) — volume by tenant (bar), backlog by state and age
 * (stacked columns), SLA breaches by tenant (grouped columns), send-back and dispute reasons
 * (stacked bars), submits per DBO (bar) and the automation rate by company, vendor and DBO. Clicks open Process documents with those filters.
 */
import { API_PATHS } from '../../../../common/api-paths';
import type { AdminReport } from '../../../../common/schemas/reports';
import { automationChart, type ReportPageSpec } from '../chart-spec';
import { documentsLink } from '../drill-through';
import { BY_TENANT, documents, seriesChart, valueChart } from './chart-shapes';

export const ADMIN_PAGE: ReportPageSpec<AdminReport> = {
  testId: 'report-admin',
  path: API_PATHS.reports.admin,
  preset: 'last30',
  tenantPicker: true,
  charts: [
    valueChart(
      {
        id: 'volume',
        title: 'charts.volume',
        table: 'volume',
        link: (row, { audience, filters }) => documentsLink(audience, { ...filters, tenant: String(row.tenantId) }, {}),
        note: 'notes.documentsCounted',
      },
      { kind: 'bar', by: BY_TENANT, value: documents('documents'), rows: (data) => data.volume },
    ),
    {
      id: 'backlog',
      title: 'charts.backlog',
      table: 'backlog',
      rows: (data, { t }) =>
        data.backlog.map((row) => ({
          ...row,
          statusLabel: t(`uploads:documentStatus.${row.status}`),
          ageLabel: t(`reports:age.${row.age}`),
        })),
      zero: 'n',
      chart: { kind: 'stacked', x: 'statusLabel', y: 'n', series: 'ageLabel', formatY: 'count' },
      link: (row, { audience, filters }) =>
        documentsLink(audience, { ...filters, from: '', to: '' }, { status: String(row.status) }),
      columns: [
        { title: 'columns.status', field: 'statusLabel' },
        { title: 'columns.age', field: 'ageLabel' },
        documents('n'),
      ],
    },
    seriesChart(
      // What "open and overdue" counts, in the words the DBS dashboard uses for its figure.
      { id: 'sla-breaches', title: 'charts.slaBreaches', table: 'slaBreaches', note: 'shared:due.rule' },
      {
        kind: 'grouped',
        by: BY_TENANT,
        rows: (data) => data.slaBreaches,
        series: { approvedLate: 'series.approvedLate', breached: 'series.breached', openOverdue: 'series.openOverdue' },
      },
    ),
    {
      id: 'reasons',
      title: 'charts.reasons',
      table: 'reasons',
      rows: (data, { t }) =>
        data.reasons.map((row) => ({
          ...row,
          reason: row.reason || t('reports:noReason'),
          kindLabel: t(`reports:reasonKind.${row.kind}`),
        })),
      chart: { kind: 'stacked', x: 'reason', y: 'n', series: 'kindLabel', formatY: 'count' },
      columns: [
        { title: 'columns.kind', field: 'kindLabel' },
        { title: 'columns.reason', field: 'reason' },
        documents('n'),
      ],
    },
    {
      id: 'productivity',
      title: 'charts.productivity',
      wide: true,
      table: 'productivity',
      rows: (data) => data.productivity.map((row) => ({ ...row, teamName: row.teamName ?? '—' })),
      chart: { kind: 'bar', x: 'userName', y: 'submitted', formatY: 'count' },
      columns: [
        { title: 'columns.person', field: 'userName' },
        { title: 'columns.team', field: 'teamName' },
        { title: 'figures.submitted', field: 'submitted', format: 'count' },
      ],
    },
    automationChart('tenant', 'columns.tenant'),
    automationChart('vendor', 'columns.vendor'),
    automationChart('dbo', 'columns.person'),
  ],
};
