/**
 * What the figures count, said where they are shown: the DBS dashboard's overdue figure and the
 * administrator's SLA chart say the same overdue rule; the client dashboard's per-day chart says
 * it counts documents received; every amounts chart says its amounts are dated by their
 * document's day. In Spanish, so a missing text would show its key.
 */
import { screen, within } from '@testing-library/react';
import { useTranslation } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import type { AdminReport, ClientHqReport } from '../../src/common/schemas/reports';
import { StatusCounts } from '../../src/web/features/queue/StatusCounts';
import type { ChartSpec } from '../../src/web/features/reports/chart-spec';
import { ChartGrid } from '../../src/web/features/reports/ChartGrid';
import { ADMIN_PAGE } from '../../src/web/features/reports/pages/admin-page';
import { BREAKDOWNS_PAGE } from '../../src/web/features/reports/pages/breakdowns-page';
import { CLIENT_HQ_PAGE } from '../../src/web/features/reports/pages/client-hq-page';
import { EXECUTIVE_PAGE } from '../../src/web/features/reports/pages/executive-page';
import { useReportFormats } from '../../src/web/features/reports/use-report-formats';
import { renderWithApp } from './render';

/** Charts drawn with no rows: their cards, titles and notes without the chart library. */
function Cards<Answer extends { computedAt: string }>(props: { charts: ChartSpec<Answer>[]; data: unknown }) {
  const { t } = useTranslation(['reports']);
  const formats = useReportFormats();
  return (
    <ChartGrid
      charts={props.charts}
      data={props.data as Answer}
      loading={false}
      error={null}
      context={{ t, formats, filters: { from: '2026-11-01', to: '2026-11-30' }, audience: 'client' }}
      csv={() => () => {}}
    />
  );
}

const META = { computedAt: '2026-11-04T10:00:00.000Z' };

describe('the report figures say what they count', () => {
  it('gives the dashboard and the administrator report one overdue rule', async () => {
    const { i18n, unmount } = await renderWithApp(<StatusCounts counts={{}} overdue={3} dueToday={1} />, {
      language: 'es',
    });
    const rule = i18n.getFixedT('es', 'shared')('due.rule');
    expect(rule).not.toBe('due.rule');
    expect(within(screen.getByTestId('dbs-overdue')).getByText(rule)).toBeTruthy();
    unmount();
    const sla = ADMIN_PAGE.charts.filter((chart) => chart.id === 'sla-breaches');
    await renderWithApp(<Cards<AdminReport> charts={sla} data={{ ...META, slaBreaches: [] }} />, { language: 'es' });
    expect(within(screen.getByTestId('report-card-sla-breaches')).getByText(rule, { exact: false })).toBeTruthy();
  });

  it('says the client dashboard counts documents received, and how amounts are dated', async () => {
    const { i18n } = await renderWithApp(
      <Cards<ClientHqReport>
        charts={CLIENT_HQ_PAGE.charts}
        data={{ ...META, uploadsPerDay: [], byStatus: [], turnaround: [], topCategories: [] }}
      />,
      { language: 'es' },
    );
    const t = i18n.getFixedT('es', 'reports');
    const perDay = screen.getByTestId('report-card-uploads-per-day');
    expect(within(perDay).getByText(t('charts.uploadsPerDay'))).toBeTruthy();
    expect(t('charts.uploadsPerDay')).toMatch(/documentos/i);
    expect(within(perDay).getByText(t('notes.documentsCounted'), { exact: false })).toBeTruthy();
    const amounts = screen.getByTestId('report-card-top-categories');
    expect(within(amounts).getByText(t('notes.amountsDated'), { exact: false })).toBeTruthy();
  });

  it('says how amounts are dated on every amounts chart', () => {
    const amountCharts = [...CLIENT_HQ_PAGE.charts, ...EXECUTIVE_PAGE.charts, ...BREAKDOWNS_PAGE.charts].filter(
      (chart) => chart.chart.formatY === 'amount',
    );
    expect(amountCharts.map((chart) => chart.id)).toEqual([
      'top-categories',
      'amounts-by-category',
      'by-category',
      'by-month',
    ]);
    for (const chart of amountCharts) expect(chart.note, chart.id).toBe('notes.amountsDated');
  });
});
