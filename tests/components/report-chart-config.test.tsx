/**
 * A report chart is redrawn only when what it shows changes. @ant-design/charts redraws when
 * the new configuration is not deeply equal to the last (functions by identity), and a redraw
 * brings back a series hidden from the legend. So a card's re-render with new inline
 * formatters and handlers, as the pages pass them, must hand the library an equal
 * configuration; new data, another kind or another language must not.
 */
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { isDeepStrictEqual } from 'node:util';
import { describe, expect, it } from 'vitest';
import type { ReportChartProps } from '../../src/web/features/reports/report-chart-props';
import { useChartConfig } from '../../src/web/features/reports/use-chart-config';
import { testI18n } from './render';

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

/** The props as a page builds them on every render: fresh rows, fresh inline functions. */
function pageProps(kind: ReportChartProps['kind'], selected: string[], prefix = ''): ReportChartProps {
  return {
    kind,
    data: ROWS.map((row) => ({ ...row })),
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

async function mount(first: ReportChartProps) {
  const i18n = await testI18n('en');
  const wrapper = ({ children }: { children: ReactNode }) => <I18nextProvider i18n={i18n}>{children}</I18nextProvider>;
  const view = renderHook((props: ReportChartProps) => useChartConfig(props), { initialProps: first, wrapper });
  return { ...view, i18n };
}

type Config = ReturnType<typeof useChartConfig>;
const yLabel = (config: Config) =>
  (config as { axis: { y: { labelFormatter: (value: unknown) => string } } }).axis.y.labelFormatter(1234);

describe('a report chart’s configuration', () => {
  for (const kind of ['line', 'stacked', 'bar', 'donut'] as const) {
    it(`stays equal when a ${kind} chart’s card re-renders with new inline functions`, async () => {
      const selected: string[] = [];
      const { result, rerender } = await mount(pageProps(kind, selected));
      const first = result.current;
      rerender(pageProps(kind, selected));
      expect(isDeepStrictEqual(result.current, first)).toBe(true);
      rerender(pageProps(kind, selected));
      expect(isDeepStrictEqual(result.current, first)).toBe(true);
    });
  }

  it('calls the newest handler and formatter, though their identities stay', async () => {
    const before: string[] = [];
    const after: string[] = [];
    const { result, rerender } = await mount(pageProps('line', before));
    rerender(pageProps('line', after, '~'));
    result.current.onEvent({} as never, { type: 'click', timeStamp: 1, data: { data: ROWS[1] } });
    expect(after).toEqual(['2026-11']);
    expect(before).toEqual([]);
    // The same click, emitted a second time under another name, is acted on once.
    result.current.onEvent({} as never, { type: 'click', timeStamp: 1, data: { data: ROWS[1] } });
    expect(after).toEqual(['2026-11']);
    expect(yLabel(result.current)).toBe('~12.34');
  });

  it('changes when the data, the kind or the language changes', async () => {
    const selected: string[] = [];
    const { result, rerender, i18n } = await mount(pageProps('line', selected));
    const first = result.current;
    rerender({ ...pageProps('line', selected), data: [ROWS[0]!] });
    expect(isDeepStrictEqual(result.current, first)).toBe(false);
    rerender(pageProps('area', selected));
    expect(isDeepStrictEqual(result.current, first)).toBe(false);
    rerender(pageProps('line', selected));
    expect(isDeepStrictEqual(result.current, first)).toBe(true);
    await act(() => i18n.changeLanguage('es'));
    expect(isDeepStrictEqual(result.current, first)).toBe(false);
  });

  it('labels each slice of a doughnut with its formatted name, in the formatter of the render', async () => {
    const { result, rerender } = await mount(pageProps('donut', [], '#'));
    expect(result.current.data.map((row) => row.__label)).toEqual(['#EUR', '#USD']);
    // Another language's formatter, as the page passes it once the language changed.
    rerender(pageProps('donut', [], '€'));
    expect(result.current.data.map((row) => row.__label)).toEqual(['€EUR', '€USD']);
  });
});
