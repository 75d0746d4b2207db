/** What a report chart is given: ChartCard and the pages build it, ReportChart draws it. */
import type { Chart } from '@ant-design/charts';
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
