/**
 * What a report chart hands @ant-design/charts, equal from one render to the next unless what
 * the chart shows changes (data, kind, theme) or the language does, which is what the
 * formatters follow. The pages pass their formatters and handlers inline, new on every render;
 * here every function is made once and reads the newest props when called, so ReportChart can
 * tell by comparing two configurations whether the chart must be drawn again.
 */
import { useLayoutEffect, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { Chart } from '@ant-design/charts';
import type { ReportChartProps } from './report-chart-props';

/** The field a pie's or doughnut's slice keeps its shown label in. */
export const SLICE_LABEL = '__label';

type Datum = Record<string, unknown>;
type ChartEvent = { type?: string; timeStamp?: number; data?: { data?: unknown } };

/** The functions of a chart's configuration, made once per language. */
function useChartCalls(props: ReportChartProps) {
  const latest = useRef(props);
  // Before the library's own effects, which draw: they must call this render's formatters.
  useLayoutEffect(() => {
    latest.current = props;
  });
  const { i18n } = useTranslation();
  const language = i18n.language;
  // The language is what the formatters follow: a new one makes new functions, so the chart
  // redraws its labels in it.
  return useMemo(() => {
    let lastClick: number | undefined;
    const formatY = (value: unknown) => {
      const format = latest.current.formatY;
      return format ? format(Number(value)) : String(value);
    };
    const formatX = (value: unknown) => {
      const format = latest.current.formatX;
      return format ? format(String(value)) : String(value);
    };
    return {
      formatX,
      formatY,
      onReady: (chart: Chart) => latest.current.onReady?.(chart),
      // Every chart event arrives here; a click on an element (bar, slice, point) carries its
      // datum. G2 emits the same click as element:click and as <mark>:click: act on the first.
      onEvent: (_chart: Chart, event: ChartEvent) => {
        const datum = event.data?.data;
        const onSelect = latest.current.onSelect;
        if (event.type !== 'click' || !onSelect || !datum || typeof datum !== 'object' || Array.isArray(datum)) return;
        if (lastClick === event.timeStamp) return;
        lastClick = event.timeStamp;
        onSelect(datum as Datum);
      },
      sliceValue: (datum: Datum) => formatY(datum[latest.current.y]),
      sliceTitle: (datum: Datum) => String(datum[SLICE_LABEL]),
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [language]);
}

/** The chart's configuration: equal from one render to the next unless what it shows changed. */
export function useChartConfig(props: ReportChartProps) {
  const { kind, data, x, y, series, theme } = props;
  const calls = useChartCalls(props);
  const common = {
    data,
    height: props.height ?? 260,
    autoFit: true,
    theme: theme.theme,
    scale: { color: { range: theme.palette } },
    ...(theme.still ? { animate: false as const } : {}),
    onReady: calls.onReady,
    onEvent: calls.onEvent,
  };
  if (kind === 'pie' || kind === 'donut') {
    // The legend shows the slice's field as such (G2's legend formatter does not reach it), so
    // each slice carries its label, e.g. a state's localized name, never its identifier.
    const field = series ?? x;
    return {
      ...common,
      // Written now, in this render, with this render's formatter.
      data: data.map((row) => ({
        ...row,
        [SLICE_LABEL]: props.formatX ? props.formatX(String(row[field])) : String(row[field]),
      })),
      angleField: y,
      colorField: SLICE_LABEL,
      innerRadius: kind === 'donut' ? 0.6 : 0,
      label: { text: calls.sliceValue, position: 'outside' as const },
      legend: { color: { position: 'bottom' } },
      tooltip: { title: calls.sliceTitle, items: [{ channel: 'y', valueFormatter: calls.formatY }] },
    };
  }
  return {
    ...common,
    xField: x,
    yField: y,
    colorField: kind === 'bar' ? (series ?? x) : series,
    axis: { x: { labelFormatter: calls.formatX }, y: { labelFormatter: calls.formatY } },
    tooltip: { items: [{ channel: 'y', valueFormatter: calls.formatY }] },
    ...(kind === 'line' ? { point: { size: 3 } } : {}),
    ...(kind === 'bar' ? { legend: false as const } : {}),
    ...(kind === 'stacked' ? { stack: true } : {}),
    ...(kind === 'grouped' ? { group: true } : {}),
  };
}
