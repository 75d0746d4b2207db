/**
 * A report page's charts as data, as decision-modes.ts is for the decision pages: each chart
 * says which rows of the answer it draws, how (kind, axes, series), how its values read (a
 * format by name), where a click leads, its table's columns and its CSV table. ReportPage and
 * ChartGrid draw any such list, so a page is its list and nothing more.
 */
import type { TableColumnsType } from 'antd';
import type { TFunction } from 'i18next';
import type { AutomationRow } from '../../../common/schemas/reports';
import type { ReportChartProps } from './report-chart-props';
import type { Audience } from './drill-through';
import type { Preset, ReportFilters } from './report-filters';
import type { ReportFormats } from './use-report-formats';

/** How a value reads: counts, dates, amounts, rates, hours, or a localized label. */
export type FormatName = 'count' | 'day' | 'month' | 'amount' | 'percent' | 'hours' | 'status' | 'turnaround';
/** 'money' reads a row's cents in the row's own currency (tables only). */
export type ColumnFormat = FormatName | 'money';

export interface ChartContext {
  t: TFunction;
  formats: ReportFormats;
  filters: ReportFilters;
  audience: Audience;
}

export interface ColumnSpec {
  /** A key of the reports texts. */
  title: string;
  field: string;
  format?: ColumnFormat;
}

type Row = Record<string, unknown>;

export interface ChartSpec<Answer> {
  id: string;
  /** A key of the reports texts; `titleValues` fills its placeholders from the answer. */
  title: string;
  titleValues?: (data: Answer | undefined) => Record<string, unknown>;
  /** The whole width of the page (else half, beside another chart, on wide screens). */
  wide?: boolean;
  /** The answer's table the CSV button downloads (format=csv&table=…). */
  table?: string;
  rows: (data: Answer, context: ChartContext) => Row[];
  /** Empty when every row's value in this field is zero (else: when there are no rows). */
  zero?: string;
  chart: Pick<ReportChartProps, 'kind' | 'x' | 'y' | 'series'> & { formatX?: FormatName; formatY?: FormatName };
  /** Where a click on a bar, point or slice leads. */
  link?: (row: Row, context: ChartContext) => string;
  columns: ColumnSpec[];
  /** A key of the reports texts said under the chart (what its figures count, how they are dated). */
  note?: string;
  /** A figure said under the chart, from the answer. */
  footnote?: (data: Answer, context: ChartContext) => string | null;
}

export interface ReportPageSpec<Answer> {
  testId: string;
  /** One of API_PATHS.reports. */
  path: string;
  preset: Preset;
  /** Administrators pick the client company. */
  tenantPicker?: boolean;
  /** The date toolbar (the DBS home shows the queue's charts without one). */
  toolbar?: boolean;
  charts: ChartSpec<Answer>[];
}

/** A format by name, in the UI language. */
export function formatter(name: FormatName, { t, formats }: ChartContext): (value: never) => string {
  const byName: Record<FormatName, (value: never) => string> = {
    count: (value: number) => formats.number(value),
    day: (value: string) => formats.day(value),
    month: (value: string) => formats.month(value),
    amount: (value: number) => formats.amount(value),
    percent: (value: number | null) => formats.percent(value),
    hours: (value: number | null) => (value == null ? '—' : t('reports:hours', { value: formats.number(value) })),
    status: (value: string) => t(`uploads:documentStatus.${value}`),
    turnaround: (value: string) => t(`reports:turnaround.${value}`),
  };
  return byName[name];
}

const NUMERIC: readonly ColumnFormat[] = ['count', 'amount', 'percent', 'hours', 'money'];

export function tableColumns(columns: readonly ColumnSpec[], context: ChartContext): TableColumnsType<Row> {
  return columns.map(({ title, field, format }) => {
    const render =
      format === 'money'
        ? (value: number, row: Row) => context.formats.money(value, String(row.currency))
        : format
          ? (formatter(format, context) as (value: unknown) => string)
          : undefined;
    return {
      title: context.t(`reports:${title}`),
      dataIndex: field,
      key: field,
      ...(format && NUMERIC.includes(format) ? { align: 'right' as const } : {}),
      ...(render ? { render } : {}),
    };
  });
}

/** Wide rows (one field per series) as long rows {key, series, value}, as grouped and stacked charts draw them. */
export function longRows<T extends Row>(rows: readonly T[], key: keyof T & string, series: Record<string, string>) {
  return rows.flatMap((row) =>
    Object.entries(series).map(([field, label]) => ({
      [key]: row[key],
      series: label,
      field,
      value: Number(row[field] ?? 0),
    })),
  );
}

/** The long rows' table: the key, the series, the value. */
export const longColumns = (key: string, field: string, format?: ColumnFormat): ColumnSpec[] => [
  { title: key, field, ...(format ? { format } : {}) },
  { title: 'columns.series', field: 'series' },
  { title: 'columns.value', field: 'value', format: 'count' },
];

/**
 * The automation rate of one grouping (client company, vendor or DBO) as a chart: the share of
 * keyed fields accepted unchanged from the file's suggestions, with the counts in its table.
 */
export function automationChart<Report extends { automation: AutomationRow[] }>(
  by: AutomationRow['by'],
  nameTitle: string,
): ChartSpec<Report> {
  return {
    id: `automation-${by}`,
    title: `charts.automation.${by}`,
    table: 'automation',
    rows: (data) => data.automation.filter((row) => row.by === by && row.rate !== null),
    chart: { kind: 'bar', x: 'name', y: 'rate', formatY: 'percent' },
    columns: [
      { title: nameTitle, field: 'name' },
      { title: 'columns.fields', field: 'fields', format: 'count' },
      { title: 'columns.accepted', field: 'accepted', format: 'count' },
      { title: 'figures.automationRate', field: 'rate', format: 'percent' },
    ],
    note: 'notes.automation',
  };
}
