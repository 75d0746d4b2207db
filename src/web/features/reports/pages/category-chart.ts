/**
 * The "amounts by category" chart the client HQ pages share: one bar or slice per category and
 * currency (amounts are never added across currencies), a click opening that category's items.
 */
import type { ChartSpec } from '../chart-spec';
import { itemsLink } from '../drill-through';
import type { ReportChartProps } from '../report-chart-props';

interface CategoryAmount {
  category: string;
  currency: string;
  items: number;
  amountCents: number;
}

export function categoryChart<Answer>(spec: {
  id: string;
  title: string;
  kind: ReportChartProps['kind'];
  table: string;
  categories: (data: Answer) => readonly CategoryAmount[];
}): ChartSpec<Answer> {
  return {
    id: spec.id,
    title: spec.title,
    table: spec.table,
    rows: (data) => spec.categories(data).map((row) => ({ ...row, label: `${row.category} · ${row.currency}` })),
    chart: { kind: spec.kind, x: 'label', y: 'amountCents', formatY: 'amount' },
    link: (row, { audience, filters }) => itemsLink(audience, filters, String(row.category)),
    columns: [
      { title: 'columns.category', field: 'category' },
      { title: 'columns.currency', field: 'currency' },
      { title: 'columns.items', field: 'items', format: 'count' },
      { title: 'columns.amount', field: 'amountCents', format: 'money' },
    ],
    note: 'notes.amountsDated',
  };
}
