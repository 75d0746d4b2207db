/**
 * The charts themselves, the only module that imports @ant-design/charts' code (the others
 * import its types): ChartCard loads it lazily, so the library (its own `charts` chunk)
 * downloads only when a report page draws one.
 */
import { Area, Bar, Column, Line, Pie } from '@ant-design/charts';
import { dequal } from 'dequal';
import { memo } from 'react';
import type { ChartKind, ReportChartProps } from './report-chart-props';
import { useChartConfig } from './use-chart-config';

type Config = ReturnType<typeof useChartConfig>;

/**
 * The library's chart, drawn again only when its configuration changes. Each render of the
 * library's component redraws the chart (it hands itself a new ready handler every time), and
 * a redraw brings back the series the person hid from the legend; so a card that re-renders
 * for something else (its table shown, say) must not render it.
 */
const Drawing = memo(
  function Drawing({ kind, config }: { kind: ChartKind; config: Config }) {
    switch (kind) {
      case 'pie':
      case 'donut':
        return <Pie {...config} />;
      case 'line':
        return <Line {...config} />;
      case 'area':
        return <Area {...config} />;
      case 'bar':
        return <Bar {...config} />;
      default:
        return <Column {...config} />;
    }
  },
  (before, after) => before.kind === after.kind && dequal(before.config, after.config),
);

export default function ReportChart(props: ReportChartProps) {
  return <Drawing kind={props.kind} config={useChartConfig(props)} />;
}
