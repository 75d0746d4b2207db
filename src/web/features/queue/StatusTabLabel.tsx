/**
 * A status tab's label with its count: the x-total-count of the list under the same filters
 * (one row fetched), so each tab says how many it holds. It updates live like any list.
 * Screen readers hear the tab as one phrase ("All, 224 documents"), not the badge's digits one
 * by one: the drawn label and badge are hidden from them, and the phrase is there for them only.
 */
import { useList, type CrudFilter } from '@refinedev/core';
import { Badge, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { VisuallyHidden } from '../../shared/a11y/VisuallyHidden';

export interface StatusTabLabelProps {
  label: string;
  /** One status, any of several, or none for every document. */
  status?: string | string[];
  filters: CrudFilter[];
  testId: string;
}

export function StatusTabLabel({ label, status, filters, testId }: StatusTabLabelProps) {
  const { t, i18n } = useTranslation('queue');
  const { result } = useList({
    resource: 'documents',
    pagination: { currentPage: 1, pageSize: 1 },
    filters: status ? [...filters, { field: 'status', operator: 'eq', value: status }] : filters,
    errorNotification: false,
  });
  const count = result.total;
  return (
    <span data-testid={testId}>
      <Space size={6} aria-hidden>
        {label}
        <Badge count={count ?? 0} showZero overflowCount={99999} color="gray" data-testid="tab-count" />
      </Space>
      <VisuallyHidden testId="tab-name">
        {count === undefined ? label : t('list.tabName', { label, count, n: count.toLocaleString(i18n.language) })}
      </VisuallyHidden>
    </span>
  );
}
