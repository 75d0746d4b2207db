/**
 * The charts themselves, the only module that imports @ant-design/charts: ChartCard loads it
 * lazily, so the library (its own `charts` chunk) downloads only when a report page draws one.
 */
import { Area, Bar, Column, Line, Pie, type Chart } from '@ant-design/charts';
import { useRef } from 'react';
import type { ChartTheme } from './use-chart-theme';

export type ChartKind = 'line' | 'area' | 'column' | 'bar' | 'pie' | 'donut' | 'stacked' | 'grouped';

export interface ReportChartProps {
  kind: ChartKind;
  data: Record<string, unknown>[];
  x: string;
  y: string;
  /** The series field (stacked, grouped, multi-line) or the slice's label (pie, donut). */
  series?: string;
  theme: ChartTheme;
  height?: number;
  /** Axis and tooltip labels in the UI language. */
  formatX?: (value: string) => string;
  formatY?: (value: number) => string;
  onReady?: (chart: Chart) => void;
  /** Clicking a bar, point or slice: its datum. */
  onSelect?: (datum: Record<string, unknown>) => void;
}

/** The field a pie's or doughnut's slice keeps its shown label in. */
const SLICE_LABEL = '__label';

export default function ReportChart(props: ReportChartProps) {
  const { kind, data, x, y, series, theme } = props;
  const lastClick = useRef<number | undefined>(undefined);
  const formatY = (value: unknown) => (props.formatY ? props.formatY(Number(value)) : String(value));
  const formatX = (value: unknown) => (props.formatX ? props.formatX(String(value)) : String(value));
  const common = {
    data,
    height: props.height ?? 260,
    autoFit: true,
    theme: theme.theme,
    scale: { color: { range: theme.palette } },
    ...(theme.still ? { animate: false as const } : {}),
    onReady: (chart: Chart) => props.onReady?.(chart),
    // Every chart event arrives here; a click on an element (bar, slice, point) carries its datum.
    // G2 emits the same click as element:click and as <mark>:click: act on the first only.
    onEvent: (_chart: Chart, event: { type?: string; timeStamp?: number; data?: { data?: unknown } }) => {
      const datum = event.data?.data;
      if (event.type !== 'click' || !props.onSelect || !datum || typeof datum !== 'object' || Array.isArray(datum))
        return;
      if (lastClick.current === event.timeStamp) return;
      lastClick.current = event.timeStamp;
      props.onSelect(datum as Record<string, unknown>);
    },
  };
  const tooltip = { items: [{ channel: 'y', valueFormatter: formatY }] };
  const axis = { x: { labelFormatter: formatX }, y: { labelFormatter: formatY } };
  switch (kind) {
    case 'pie':
    case 'donut': {
      // The legend shows the slice's field as such (G2's legend formatter does not reach it), so
      // each slice carries its label, e.g. a state's localized name, never its identifier.
      const field = series ?? x;
      const labelled = data.map((row) => ({ ...row, [SLICE_LABEL]: formatX(row[field]) }));
      return (
        <Pie
          {...common}
          data={labelled}
          angleField={y}
          colorField={SLICE_LABEL}
          innerRadius={kind === 'donut' ? 0.6 : 0}
          label={{ text: (datum: Record<string, unknown>) => formatY(datum[y]), position: 'outside' }}
          legend={{ color: { position: 'bottom' } }}
          tooltip={{
            title: (datum: Record<string, unknown>) => String(datum[SLICE_LABEL]),
            items: [{ channel: 'y', valueFormatter: formatY }],
          }}
        />
      );
    }
    case 'line':
      return (
        <Line {...common} xField={x} yField={y} colorField={series} axis={axis} tooltip={tooltip} point={{ size: 3 }} />
      );
    case 'area':
      return <Area {...common} xField={x} yField={y} colorField={series} axis={axis} tooltip={tooltip} />;
    case 'bar':
      return (
        <Bar {...common} xField={x} yField={y} colorField={series ?? x} axis={axis} tooltip={tooltip} legend={false} />
      );
    case 'stacked':
      return <Column {...common} xField={x} yField={y} colorField={series} stack axis={axis} tooltip={tooltip} />;
    case 'grouped':
      return <Column {...common} xField={x} yField={y} colorField={series} group axis={axis} tooltip={tooltip} />;
    default:
      return <Column {...common} xField={x} yField={y} axis={axis} tooltip={tooltip} />;
  }
}
