/**
 * The two chart shapes the report pages keep drawing: one value per key (documents per day, per
 * state, per client company…) and several counted series over one key (uploaded and archived
 * per month, mine and the team's median per day…), each with the table that goes with it.
 */
import { longColumns, longRows, type ChartSpec, type ColumnSpec, type FormatName } from '../chart-spec';
import type { ReportChartProps } from '../report-chart-props';

/** What a chart sets along its axis: the row's field, its column's title and how it reads. */
export interface ChartKey {
  field: string;
  title: string;
  format?: FormatName;
}

export const BY_DAY: ChartKey = { field: 'day', title: 'columns.day', format: 'day' };
export const BY_MONTH: ChartKey = { field: 'month', title: 'columns.month', format: 'month' };
export const BY_STATUS: ChartKey = { field: 'status', title: 'columns.status', format: 'status' };
export const BY_TURNAROUND: ChartKey = { field: 'bucket', title: 'columns.turnaround', format: 'turnaround' };
export const BY_TENANT: ChartKey = { field: 'tenantName', title: 'columns.tenant' };
export const BY_REASON: ChartKey = { field: 'reason', title: 'columns.reason' };

/** A value with its column: the title, the row's field and how it reads. */
export type ChartValue = ColumnSpec & { format: FormatName };

/** How many documents the row's field counts. */
export const documents = (field: string): ChartValue => ({ title: 'columns.documents', field, format: 'count' });

/** What a chart is, apart from its drawing: its name, title, width, CSV table, link and notes. */
type Framing<Answer> = Pick<
  ChartSpec<Answer>,
  'id' | 'title' | 'titleValues' | 'wide' | 'table' | 'link' | 'note' | 'footnote'
>;

const keyColumn = ({ title, field, format }: ChartKey): ColumnSpec => ({ title, field, ...(format ? { format } : {}) });

/** One bar, column, point or slice per key; the table lists the key and the value. */
export function valueChart<Answer>(
  framing: Framing<Answer>,
  drawing: {
    kind: ReportChartProps['kind'];
    by: ChartKey;
    value: ChartValue;
    rows: ChartSpec<Answer>['rows'];
    /** Empty when every value is zero (else: when there are no rows). */
    zero?: boolean;
  },
): ChartSpec<Answer> {
  const { kind, by, value } = drawing;
  return {
    ...framing,
    rows: drawing.rows,
    ...(drawing.zero ? { zero: value.field } : {}),
    chart: { kind, x: by.field, y: value.field, ...(by.format ? { formatX: by.format } : {}), formatY: value.format },
    columns: [keyColumn(by), value],
  };
}

/**
 * One line or column group per series, from the answer's wide rows (one field per series, keys
 * of the reports texts naming them); empty when every count is zero. The table lists the key,
 * the series and the count.
 */
export function seriesChart<Answer>(
  framing: Framing<Answer>,
  drawing: {
    kind: 'line' | 'grouped';
    by: ChartKey;
    rows: (data: Answer) => readonly Record<string, unknown>[];
    series: Record<string, string>;
  },
): ChartSpec<Answer> {
  const { kind, by } = drawing;
  return {
    ...framing,
    rows: (data, { t }) =>
      longRows(
        drawing.rows(data),
        by.field,
        Object.fromEntries(Object.entries(drawing.series).map(([field, label]) => [field, t(`reports:${label}`)])),
      ),
    zero: 'value',
    chart: {
      kind,
      x: by.field,
      y: 'value',
      series: 'series',
      ...(by.format ? { formatX: by.format } : {}),
      formatY: 'count',
    },
    columns: longColumns(by.title, by.field, by.format),
  };
}
