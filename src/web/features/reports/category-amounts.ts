/**
 * The "amounts by category" chart the client HQ pages share: amounts per category, a click
 * opening that category's items, and its table (category, items, amount).
 */
import type { TableColumnsType } from 'antd';
import type { ReportChartProps } from './ReportChart';
import type { ReportFormats } from './use-report-formats';

export function categoryAmountsChart(
  kind: ReportChartProps['kind'],
  formats: ReportFormats,
  openCategory: (category: string) => void,
): Omit<ReportChartProps, 'data' | 'theme' | 'onReady'> {
  return {
    kind,
    x: 'category',
    y: 'amountCents',
    formatY: formats.money,
    onSelect: (row) => openCategory(String(row.category)),
  };
}

export function categoryColumns<T extends Record<string, unknown>>(
  t: (key: string) => string,
  formats: ReportFormats,
): TableColumnsType<T> {
  return [
    { title: t('reports:columns.category'), dataIndex: 'category' },
    {
      title: t('reports:columns.items'),
      dataIndex: 'items',
      align: 'right',
      render: (value: number) => formats.number(value),
    },
    { title: t('reports:columns.amount'), dataIndex: 'amountCents', align: 'right', render: formats.money },
  ];
}
