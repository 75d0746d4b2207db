/**
 * Column shapes the record lists repeat: a date, a reference shown by its name, an on/off flag
 * and the row's actions. Sortable unless said otherwise (the server sorts).
 */
import type { BaseRecord } from '@refinedev/core';
import { Space } from 'antd';
import type { ColumnType } from 'antd/es/table';
import type { ReactNode } from 'react';
import { EditAndFlag, FlagTag, type FlagText } from './record-flag';
import { nameOf, type Option } from './use-options';

/** A field shown as it is. */
export function textColumn<T extends BaseRecord>(title: string, dataIndex: keyof T & string): ColumnType<T> {
  return { title, dataIndex, sorter: true };
}

/** A date, in the user's language; `withTime` adds the time of day. */
export function dateColumn<T extends BaseRecord>(
  title: string,
  dataIndex: keyof T & string,
  language: string,
  { withTime = false, sortable = true }: { withTime?: boolean; sortable?: boolean } = {},
): ColumnType<T> {
  return {
    title,
    dataIndex,
    sorter: sortable,
    render: (at: string) =>
      withTime ? new Date(at).toLocaleString(language) : new Date(at).toLocaleDateString(language),
  };
}

/** An id of another record (tenant, location, user…), shown by that record's name. */
export function nameColumn<T extends BaseRecord>(
  title: string,
  dataIndex: keyof T & string,
  options: readonly Option[],
): ColumnType<T> {
  return { title, dataIndex, sorter: true, render: (id: string | null) => nameOf(options, id) };
}

export function flagColumn<T extends BaseRecord>(
  title: string,
  dataIndex: keyof T & string,
  text: FlagText,
  offColor?: string,
): ColumnType<T> {
  return {
    title,
    dataIndex,
    sorter: true,
    render: (on: boolean) => <FlagTag on={on} text={text} offColor={offColor} />,
  };
}

export function actionsColumn<T extends BaseRecord>(title: string, render: (row: T) => ReactNode): ColumnType<T> {
  return { title, key: 'actions', render: (_, row) => render(row) };
}

/**
 * The actions of a record that is active or not (a client company, a location): edit, switch it
 * off after a confirmation or back on, then what the page adds for the row.
 */
export function activeRecordActionsColumn<T extends BaseRecord & { id: string; active: boolean }>(
  title: string,
  { onEdit, text, setActive }: { onEdit(row: T): void; text: FlagText; setActive(id: string, next: boolean): unknown },
  confirmOff: (row: T) => string,
  extra?: (row: T) => ReactNode,
): ColumnType<T> {
  return actionsColumn(title, (row) => (
    <Space wrap>
      <EditAndFlag
        onEdit={() => onEdit(row)}
        on={row.active}
        text={text}
        confirmOff={confirmOff(row)}
        onChange={(next) => void setActive(row.id, next)}
        dangerOff
      />
      {extra?.(row)}
    </Space>
  ));
}
