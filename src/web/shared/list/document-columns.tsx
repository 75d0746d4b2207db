/**
 * The columns the document tables share (the DBO's queue, the document list, Assign work, the
 * lists to decide): the status tag, the place (client · location), the received time and the
 * due time. Each is a Table.Column element, for tables that list their columns as children.
 */
import { Table } from 'antd';
import type { AnyObject } from 'antd/es/_util/type';
import type { SortOrder } from 'antd/es/table/interface';
import type { SlaView } from '../../../common/sla';
import { DueTime } from '../due/DueTime';
import { formatDateTime } from '../due/overdue';
import { DocumentStatusTag } from '../status/DocumentStatusTag';

interface Sorting {
  sorter?: boolean;
  defaultSortOrder?: SortOrder;
}

export function statusColumn<T extends { status: string }>(title: string) {
  return (
    <Table.Column<T>
      key="status"
      title={title}
      dataIndex="status"
      render={(status: string) => <DocumentStatusTag status={status} />}
    />
  );
}

/** Where the document is from: its client and location, by name. */
export function placeColumn<T extends AnyObject>(title: string, names: (row: T) => (string | null | undefined)[]) {
  return <Table.Column<T> key="place" title={title} render={(_, row) => names(row).filter(Boolean).join(' · ')} />;
}

/** When it was uploaded, in the user's language. */
export function receivedColumn<T extends { createdAt: string }>(
  title: string,
  language: string,
  sorting: Sorting = {},
) {
  return (
    <Table.Column<T>
      key="createdAt"
      title={title}
      dataIndex="createdAt"
      {...sorting}
      render={(value: string) => formatDateTime(value, language)}
    />
  );
}

/** When it is due, flagged when overdue, with the business time its clock has left. */
export function dueColumn<T extends SlaView>(title: string, overdue: (row: T) => boolean, sorting: Sorting = {}) {
  return (
    <Table.Column<T>
      key="dueAt"
      title={title}
      dataIndex="dueAt"
      {...sorting}
      render={(dueAt: string | null, row) => <DueTime dueAt={dueAt} overdue={overdue(row)} sla={row} />}
    />
  );
}
