/**
 * The "amounts by category" chart the client HQ pages share: one bar or slice per category and
 * currency (amounts are never added across currencies), a click opening that category's items,
 * and its table (category, currency, items, amount).
 */
import type { TableColumnsType } from 'antd';
import type { ReportChartProps } from './ReportChart';
import type { ReportFormats } from './use-report-formats';

interface CategoryAmount {
  category: string;
  currency: string;
  items: number;
  amountCents: number;
}

/** The rows with their chart label: the category, and its currency. */
export function categoryRows<T extends CategoryAmount>(rows: readonly T[] | undefined) {
  return rows?.map((row) => ({ ...row, label: `${row.category} · ${row.currency}` }));
}

export function categoryAmountsChart(
  kind: ReportChartProps['kind'],
  formats: ReportFormats,
  openCategory: (category: string) => void,
): Omit<ReportChartProps, 'data' | 'theme' | 'onReady'> {
  return {
    kind,
    x: 'label',
    y: 'amountCents',
    formatY: formats.amount,
    onSelect: (row) => openCategory(String(row.category)),
  };
}

export function categoryColumns<T extends Record<string, unknown>>(
  t: (key: string) => string,
  formats: ReportFormats,
): TableColumnsType<T> {
  return [
    { title: t('reports:columns.category'), dataIndex: 'category' },
    { title: t('reports:columns.currency'), dataIndex: 'currency' },
    {
      title: t('reports:columns.items'),
      dataIndex: 'items',
      align: 'right',
      render: (value: number) => formats.number(value),
    },
    {
      title: t('reports:columns.amount'),
      dataIndex: 'amountCents',
      align: 'right',
      render: (value: number, row) => formats.money(value, String(row.currency)),
    },
  ];
}
