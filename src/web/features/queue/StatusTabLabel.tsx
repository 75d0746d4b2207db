/**
 * A status tab's label with its count: the x-total-count of the list under the same filters
 * (one row fetched), so each tab says how many it holds. It updates live like any list.
 */
import { useList, type CrudFilter } from '@refinedev/core';
import { Badge, Space } from 'antd';

export function StatusTabLabel({ label, status, filters }: { label: string; status?: string; filters: CrudFilter[] }) {
  const { result } = useList({
    resource: 'documents',
    pagination: { currentPage: 1, pageSize: 1 },
    filters: status ? [...filters, { field: 'status', operator: 'eq', value: status }] : filters,
    errorNotification: false,
  });
  return (
    <Space size={6} data-testid={`documents-tab-${status ?? 'all'}`}>
      {label}
      <Badge count={result.total ?? 0} showZero overflowCount={99999} color="gray" data-testid="tab-count" />
    </Space>
  );
}
