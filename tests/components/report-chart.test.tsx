/**
 * A report chart is drawn again only when what it shows changes: each render of the chart
 * library's component redraws its canvas, and a redraw brings back the series a person hid from
 * the legend. Its configuration (use-chart-config.ts) stays equal, functions by identity, when
 * a card re-renders with new inline formatters and handlers, as the pages pass them; new data,
 * another kind, theme or language change it. The library cannot draw in jsdom (no canvas), so
 * its components are replaced here by a probe that counts its renders and, as the library
 * draws, writes a y axis label in an effect; everything else is the real ReportChart.
 */
import { act, render, renderHook } from '@testing-library/react';
import type { i18n } from 'i18next';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { isDeepStrictEqual } from 'node:util';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import ReportChart from '../../src/web/features/reports/ReportChart';
import type { ReportChartProps } from '../../src/web/features/reports/report-chart-props';
import { SLICE_LABEL, useChartConfig } from '../../src/web/features/reports/use-chart-config';
import { testI18n } from './render';

const drawn = vi.hoisted(() => ({ renders: 0, yLabels: [] as string[] }));
vi.mock('@ant-design/charts', async () => {
  const { useEffect } = await import('react');
  const Probe = (config: { axis?: { y: { labelFormatter: (value: number) => string } } }) => {
    drawn.renders += 1;
    useEffect(() => {
      if (config.axis) drawn.yLabels.push(config.axis.y.labelFormatter(1234));
    });
    return null;
  };
  return { Pie: Probe, Line: Probe, Area: Probe, Bar: Probe, Column: Probe };
});

const THEME = {
  theme: 'classic',
  background: '#fff',
  text: '#000',
  palette: ['#1677ff', '#52c41a'],
  still: true,
} as const;
const ROWS = [
  { month: '2026-10', amountCents: 1200, currency: 'EUR' },
  { month: '2026-11', amountCents: 3400, currency: 'USD' },
];

/** The props as a card builds them on every render: fresh rows, fresh inline functions. */
function cardProps(
  kind: ReportChartProps['kind'],
  { amounts = [1200, 3400], prefix = '', selected = [] as string[] } = {},
): ReportChartProps {
  return {
    kind,
    data: ROWS.map((row, index) => ({ ...row, amountCents: amounts[index] ?? row.amountCents })),
    x: 'month',
    y: 'amountCents',
    series: 'currency',
    theme: { ...THEME, palette: [...THEME.palette] },
    formatX: (value) => `${prefix}${value}`,
    formatY: (value) => `${prefix}${(value / 100).toFixed(2)}`,
    onReady: () => {},
    onSelect: (datum) => selected.push(String(datum.month)),
  };
}

let i18n: i18n;
beforeEach(async () => {
  drawn.renders = 0;
  drawn.yLabels = [];
  i18n = await testI18n('en');
});

describe('a report chart’s configuration', () => {
  const mount = (first: ReportChartProps) => {
    const wrapper = ({ children }: { children: ReactNode }) => (
      <I18nextProvider i18n={i18n}>{children}</I18nextProvider>
    );
    return renderHook((props: ReportChartProps) => useChartConfig(props), { initialProps: first, wrapper });
  };
  type Config = ReturnType<typeof useChartConfig>;
  const yLabel = (config: Config) =>
    (config as { axis: { y: { labelFormatter: (value: unknown) => string } } }).axis.y.labelFormatter(1234);

  for (const kind of ['line', 'stacked', 'bar', 'donut'] as const) {
    it(`stays equal when a ${kind} chart’s card re-renders with new inline functions`, () => {
      const { result, rerender } = mount(cardProps(kind));
      const first = result.current;
      rerender(cardProps(kind));
      expect(isDeepStrictEqual(result.current, first)).toBe(true);
      rerender(cardProps(kind));
      expect(isDeepStrictEqual(result.current, first)).toBe(true);
    });
  }

  it('calls the newest handler and formatter, though their identities stay', () => {
    const before: string[] = [];
    const after: string[] = [];
    const { result, rerender } = mount(cardProps('line', { selected: before }));
    rerender(cardProps('line', { selected: after, prefix: '~' }));
    result.current.onEvent({} as never, { type: 'click', timeStamp: 1, data: { data: ROWS[1] } });
    expect(after).toEqual(['2026-11']);
    expect(before).toEqual([]);
    // The same click, emitted a second time under another name, is acted on once.
    result.current.onEvent({} as never, { type: 'click', timeStamp: 1, data: { data: ROWS[1] } });
    expect(after).toEqual(['2026-11']);
    expect(yLabel(result.current)).toBe('~12.34');
  });

  it('changes when the data, the kind or the language changes', async () => {
    const { result, rerender } = mount(cardProps('line'));
    const first = result.current;
    rerender({ ...cardProps('line'), data: [ROWS[0]!] });
    expect(isDeepStrictEqual(result.current, first)).toBe(false);
    rerender(cardProps('area'));
    expect(isDeepStrictEqual(result.current, first)).toBe(false);
    rerender(cardProps('line'));
    expect(isDeepStrictEqual(result.current, first)).toBe(true);
    await act(() => i18n.changeLanguage('es'));
    expect(isDeepStrictEqual(result.current, first)).toBe(false);
  });

  it('labels each slice of a doughnut with its formatted name, in the formatter of the render', () => {
    const { result, rerender } = mount(cardProps('donut', { prefix: '#' }));
    expect(result.current.data.map((row) => row[SLICE_LABEL])).toEqual(['#EUR', '#USD']);
    // Another language's formatter, as the page passes it once the language changed.
    rerender(cardProps('donut', { prefix: '€' }));
    expect(result.current.data.map((row) => row[SLICE_LABEL])).toEqual(['€EUR', '€USD']);
  });
});

describe('a report chart', () => {
  const ui = (props: ReportChartProps) => (
    <I18nextProvider i18n={i18n}>
      <ReportChart {...props} />
    </I18nextProvider>
  );

  it('is not drawn again when its card re-renders with the same figures', () => {
    const view = render(ui(cardProps('donut')));
    expect(drawn.renders).toBe(1);
    view.rerender(ui(cardProps('donut')));
    view.rerender(ui(cardProps('donut')));
    expect(drawn.renders).toBe(1);
  });

  it('is drawn again for new figures, another kind, another theme or another language', async () => {
    const view = render(ui(cardProps('line')));
    view.rerender(ui(cardProps('line', { amounts: [1200, 3500] })));
    expect(drawn.renders).toBe(2);
    view.rerender(ui(cardProps('area', { amounts: [1200, 3500] })));
    expect(drawn.renders).toBe(3);
    view.rerender(
      ui({
        ...cardProps('area', { amounts: [1200, 3500] }),
        theme: { ...THEME, palette: [...THEME.palette], theme: 'classicDark' },
      }),
    );
    expect(drawn.renders).toBe(4);
    await act(() => i18n.changeLanguage('fr'));
    expect(drawn.renders).toBe(5);
  });

  it('draws with the formatter of the render that drew it', () => {
    const view = render(ui(cardProps('column')));
    view.rerender(ui({ ...cardProps('column', { amounts: [1200, 3500] }), formatY: (value) => `${value / 100} €` }));
    expect(drawn.yLabels).toEqual(['12.34', '12.34 €']);
  });
});
