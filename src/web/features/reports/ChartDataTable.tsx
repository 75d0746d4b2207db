/**
 * A chart's text alternative: its data as a plain HTML table (a caption naming the chart, column
 * headers in the UI language, each cell formatted as the visible table formats it), every row on
 * one page. ChartCard keeps it in the page, visually hidden, for screen readers, while the
 * sighted user's "show as table" toggle shows the paged antd table instead.
 */
import type { TableColumnsType } from 'antd';
import type { ReactNode } from 'react';
import { VISUALLY_HIDDEN } from '../../shared/a11y/VisuallyHidden';

interface Column<T> {
  title?: ReactNode;
  dataIndex?: keyof T & string;
  render?: (value: never, row: T, index: number) => ReactNode;
}

export function ChartDataTable<T extends Record<string, unknown>>(props: {
  id: string;
  caption: string;
  columns: TableColumnsType<T>;
  rows: T[];
}) {
  const columns = props.columns as Column<T>[];
  return (
    // The wrapper hides it: a table grows to its rows whatever height it is given, and a long
    // one (a 90-day trend) made the page scroll on into thousands of empty pixels.
    <div style={VISUALLY_HIDDEN}>
      <table data-testid={`chart-data-${props.id}`}>
        <caption>{props.caption}</caption>
        <thead>
          <tr>
            {columns.map((column, index) => (
              <th scope="col" key={column.dataIndex ?? index}>
                {column.title}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {props.rows.map((row, rowIndex) => (
            <tr key={rowIndex}>
              {columns.map((column, index) => {
                const value = column.dataIndex === undefined ? undefined : row[column.dataIndex];
                const shown = column.render ? column.render(value as never, row, rowIndex) : (value as ReactNode);
                return <td key={column.dataIndex ?? index}>{shown}</td>;
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
