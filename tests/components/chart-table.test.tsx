/**
 * A chart's text alternative: every ChartCard that draws a chart also holds its data as a table
 * a screen reader finds by the chart's title (caption, column headers, every row), with headers
 * and numbers in the UI language; the "show as table" toggle shows it to everyone.
 */
import { fireEvent, screen, within } from '@testing-library/react';
import { useTranslation } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import type { ClientHqReport } from '../../src/common/schemas/reports';
import { ChartGrid } from '../../src/web/features/reports/ChartGrid';
import { CLIENT_HQ_PAGE } from '../../src/web/features/reports/pages/client-hq-page';
import { useReportFormats } from '../../src/web/features/reports/use-report-formats';
import { renderWithApp } from './render';

const DAYS = [
  { day: '2026-11-02', n: 1234 },
  { day: '2026-11-03', n: 0.5 },
];
const CATEGORIES = [
  { category: 'travel', currency: 'EUR', items: 1500, amountCents: 123456 },
  { category: 'office', currency: 'EUR', items: 2, amountCents: 990 },
];

/** Two charts of the client dashboard, as its page describes them: uploads per day, and amounts by category. */
function Charts(props: { loading?: boolean; empty?: boolean }) {
  const { t } = useTranslation(['reports']);
  const formats = useReportFormats();
  const charts = CLIENT_HQ_PAGE.charts.filter((chart) => ['uploads-per-day', 'top-categories'].includes(chart.id));
  const data = {
    computedAt: '2026-11-04T10:00:00.000Z',
    uploadsPerDay: props.empty ? [] : DAYS,
    topCategories: props.empty ? [] : CATEGORIES,
  } as unknown as ClientHqReport;
  return (
    <ChartGrid
      charts={charts}
      data={props.loading ? undefined : data}
      loading={props.loading ?? false}
      error={null}
      context={{ t, formats, filters: { from: '2026-11-01', to: '2026-11-30' }, audience: 'client' }}
      csv={() => () => {}}
    />
  );
}

/** The table's header texts and its rows' cell texts. */
function read(table: HTMLElement) {
  const headers = within(table)
    .getAllByRole('columnheader')
    .map((cell) => cell.textContent);
  const rows = within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) =>
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    );
  return { headers, rows };
}

const nbsp = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

// Each test renders the charts in jsdom, the first one loading the chart library too: 32 s once
// for the first and 36 s once for the toggle's, with the cores shared with the browser tests.
describe('a chart offers its data as a table', { timeout: 60_000 }, () => {
  it('names the table after the chart and reads headers, days and numbers in French', async () => {
    const { i18n } = await renderWithApp(<Charts />, { language: 'fr' });
    const t = i18n.getFixedT('fr', 'reports');
    const perDay = screen.getByRole('table', { name: t('charts.uploadsPerDay') });
    const { headers, rows } = read(perDay);
    expect(headers).toEqual([t('columns.day'), t('columns.documents')]);
    expect(headers[0]).not.toBe(i18n.getFixedT('en', 'reports')('columns.day'));
    expect(rows.map((row) => row.map((cell) => nbsp(cell ?? '')))).toEqual([
      ['2 nov.', '1 234'],
      ['3 nov.', '0,5'],
    ]);

    const categories = read(screen.getByRole('table', { name: t('charts.topCategories') }));
    expect(categories.headers).toEqual([
      t('columns.category'),
      t('columns.currency'),
      t('columns.items'),
      t('columns.amount'),
    ]);
    expect(categories.rows.map((row) => row.map((cell) => nbsp(cell ?? '')))).toEqual([
      ['travel', 'EUR', '1 500', '1 234,56 €'],
      ['office', 'EUR', '2', '9,90 €'],
    ]);
    // The chart itself says where its data is.
    expect(screen.getByTestId('chart-uploads-per-day').getAttribute('role')).toBe('img');
    expect(screen.getByTestId('chart-uploads-per-day').getAttribute('aria-label')).toContain(t('charts.uploadsPerDay'));
  });

  it('reads English numbers in English', async () => {
    await renderWithApp(<Charts />, { language: 'en' });
    const { rows } = read(screen.getByTestId('chart-data-top-categories'));
    expect(rows).toEqual([
      ['travel', 'EUR', '1,500', '€1,234.56'],
      ['office', 'EUR', '2', '€9.90'],
    ]);
  });

  it('shows the table to everyone on the toggle, and the toggle says it is pressed', async () => {
    const { i18n } = await renderWithApp(<Charts />, { language: 'es' });
    const t = i18n.getFixedT('es', 'reports');
    const card = screen.getByTestId('report-card-uploads-per-day');
    const toggle = within(card).getByRole('button', { name: t('action.table') });
    expect(toggle.getAttribute('aria-pressed')).toBe('false');
    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-pressed')).toBe('true');
    const shown = within(card).getByTestId('table-uploads-per-day');
    expect(
      within(shown)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual([t('columns.day'), t('columns.documents')]);
    // One table at a time: the hidden copy goes while the visible one is shown.
    expect(within(card).queryByTestId('chart-data-uploads-per-day')).toBeNull();
  });

  it('has no table while loading or with nothing to draw', async () => {
    await renderWithApp(<Charts loading />);
    expect(screen.queryAllByRole('table')).toEqual([]);
    await renderWithApp(<Charts empty />);
    expect(screen.queryByTestId('chart-data-uploads-per-day')).toBeNull();
  });
});
