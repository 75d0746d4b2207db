/**
 * A status tab's label with its count: the x-total-count of the list under the same filters
 * (one row fetched), so each tab says how many it holds. It updates live like any list.
 */
import { useList, type CrudFilter } from '@refinedev/core';
import { Badge, Space } from 'antd';

export interface StatusTabLabelProps {
  label: string;
  /** One status, any of several, or none for every document. */
  status?: string | string[];
  filters: CrudFilter[];
  testId: string;
}

export function StatusTabLabel({ label, status, filters, testId }: StatusTabLabelProps) {
  const { result } = useList({
    resource: 'documents',
    pagination: { currentPage: 1, pageSize: 1 },
    filters: status ? [...filters, { field: 'status', operator: 'eq', value: status }] : filters,
    errorNotification: false,
  });
  return (
    <Space size={6} data-testid={testId}>
      {label}
      <Badge count={result.total ?? 0} showZero overflowCount={99999} color="gray" data-testid="tab-count" />
    </Space>
  );
}
