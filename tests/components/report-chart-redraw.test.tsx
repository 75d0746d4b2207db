/**
 * A report chart is drawn again only when what it shows changes: each render of the chart
 * library's component redraws its canvas, and a redraw brings back the series a person hid
 * from the legend. The library cannot draw in jsdom (no canvas), so its components are replaced
 * here by a probe that counts its renders; everything else is the real ReportChart.
 */
import { act, render } from '@testing-library/react';
import type { i18n } from 'i18next';
import { I18nextProvider } from 'react-i18next';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import ReportChart from '../../src/web/features/reports/ReportChart';
import type { ReportChartProps } from '../../src/web/features/reports/report-chart-props';
import { testI18n } from './render';

const drawn = vi.hoisted(() => ({ renders: 0, yLabels: [] as string[] }));
vi.mock('@ant-design/charts', async () => {
  const { useEffect } = await import('react');
  /** Counts its renders and, as the library draws, in an effect: writes a y axis label. */
  const Probe = (config: { axis?: { y: { labelFormatter: (value: number) => string } } }) => {
    drawn.renders += 1;
    useEffect(() => {
      if (config.axis) drawn.yLabels.push(config.axis.y.labelFormatter(1234));
    });
    return null;
  };
  return { Pie: Probe, Line: Probe, Area: Probe, Bar: Probe, Column: Probe };
});

const THEME = { theme: 'classic', background: '#fff', text: '#000', palette: ['#1677ff'], still: false } as const;

/** The props as a card builds them on every render: fresh rows, fresh inline functions. */
function cardProps(kind: ReportChartProps['kind'], amounts = [1200, 3400]): ReportChartProps {
  return {
    kind,
    data: amounts.map((amountCents, index) => ({ month: `2026-1${index}`, amountCents })),
    x: 'month',
    y: 'amountCents',
    theme: { ...THEME, palette: [...THEME.palette] },
    formatX: (value) => value,
    formatY: (value) => (value / 100).toFixed(2),
    onReady: () => {},
    onSelect: () => {},
  };
}

describe('a report chart', () => {
  let i18n: i18n;
  const ui = (props: ReportChartProps) => (
    <I18nextProvider i18n={i18n}>
      <ReportChart {...props} />
    </I18nextProvider>
  );

  beforeEach(async () => {
    drawn.renders = 0;
    drawn.yLabels = [];
    i18n = await testI18n('en');
  });

  it('is not drawn again when its card re-renders with the same figures', () => {
    const view = render(ui(cardProps('donut')));
    expect(drawn.renders).toBe(1);
    view.rerender(ui(cardProps('donut')));
    view.rerender(ui(cardProps('donut')));
    expect(drawn.renders).toBe(1);
  });

  it('is drawn again for new figures, another kind, another theme or another language', async () => {
    const view = render(ui(cardProps('line')));
    view.rerender(ui(cardProps('line', [1200, 3500])));
    expect(drawn.renders).toBe(2);
    view.rerender(ui(cardProps('area', [1200, 3500])));
    expect(drawn.renders).toBe(3);
    view.rerender(
      ui({
        ...cardProps('area', [1200, 3500]),
        theme: { ...THEME, palette: [...THEME.palette], theme: 'classicDark' },
      }),
    );
    expect(drawn.renders).toBe(4);
    await act(() => i18n.changeLanguage('fr'));
    expect(drawn.renders).toBe(5);
  });

  it('draws with the formatter of the render that drew it', () => {
    const view = render(ui(cardProps('column')));
    view.rerender(ui({ ...cardProps('column', [1200, 3500]), formatY: (value) => `${value / 100} €` }));
    expect(drawn.yLabels).toEqual(['12.34', '12.34 €']);
  });
});
